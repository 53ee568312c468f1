/// The state init's parameters, and where each goes so that the compiler reports an error
/// in a parameter's type or default at the spec's line.
///
/// `#sourceLocation` cannot stand inside a parameter list, so one stands before `init(`
/// and the parameters are spaced with blank lines so that each lands on its spec line: the
/// line of a field's default (or type), of a request's failure type, of a stream. That needs
/// the lines to increase in parameter order, as they do when the spec writes `state:` before
/// `requests:` and `streams:`; otherwise the init maps to no line (`firstLine` is `nil`).
struct InitLayout: Sendable {
    /// What one parameter is.
    enum Parameter: Sendable {
        case field(Int)
        case status(Int)
        case inFlight(Int)
        case active(Int)
    }

    /// The parameters, in order.
    let parameters: [Parameter]
    /// The blank lines before each parameter (all zero when `firstLine` is `nil`).
    let padding: [Int]
    /// The spec line that the `init(` line maps to, or `nil` when the init maps to none.
    let firstLine: Int?

    init(_ feature: Feature) {
        var parameters: [Parameter] = []
        var lines: [Int?] = []
        parameters.reserveCapacity(feature.fields.count + feature.requests.count)
        lines.reserveCapacity(feature.fields.count + feature.requests.count)
        for (index, field) in feature.fields.enumerated() {
            parameters.append(.field(index))
            lines.append(field.line)
        }
        for (index, request) in feature.requests.enumerated() {
            parameters.append(.status(index))
            lines.append(request.failure == nil ? nil : request.lines.failure)
            if request.countsCalls {
                parameters.append(.inFlight(index))
                lines.append(nil)
            }
        }
        for (index, stream) in feature.streams.enumerated() {
            parameters.append(.active(index))
            lines.append(stream.line)
        }
        self.parameters = parameters
        var padding = [Int](repeating: 0, count: parameters.count)
        var firstLine: Int?
        if let first = lines.first ?? nil, first > 1 {
            // The line each next parameter lands on without padding.
            var current = first - 1
            for (index, line) in lines.enumerated() {
                guard let line else {
                    current += 1
                    continue
                }
                guard line > current else {
                    padding = [Int](repeating: 0, count: parameters.count)
                    current = -1
                    break
                }
                padding[index] = line - current - 1
                current = line
            }
            if current >= 0 { firstLine = first - 1 }
        }
        self.padding = padding
        self.firstLine = firstLine
    }
}
