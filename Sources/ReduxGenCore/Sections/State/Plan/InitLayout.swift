/// Where the state init's parameters go so that the compiler reports an error in a
/// parameter's type or default at the spec's line.
///
/// `#sourceLocation` cannot stand inside a parameter list, so one stands before `init(`
/// and the parameters are spaced with blank lines so that each lands on its spec line: the
/// line of a field's default (or type), of a request's failure type, of a stream. That needs
/// the lines to increase in parameter order, as they do when the spec writes `state:` before
/// `requests:` and `streams:`; otherwise the init maps to no line (`firstLine` is `nil`).
package struct InitLayout: Sendable {
    /// The blank lines before each parameter, one per state property (all zero when
    /// `firstLine` is `nil`).
    package let padding: [Int]
    /// The spec line that the `init(` line maps to, or `nil` when the init maps to none.
    package let firstLine: Int?

    /// The layout of an init with a parameter per property, in order.
    init(_ properties: [StateProperty]) {
        let lines = properties.map(\.line)
        var padding = [Int](repeating: 0, count: lines.count)
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
                    padding = [Int](repeating: 0, count: lines.count)
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
