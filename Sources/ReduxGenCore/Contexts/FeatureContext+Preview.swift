/// The names the root context offers for the preview service of a feature (in debug builds,
/// beside its loader): a programmable answer per request and the elements of each stream.
extension FeatureContext {
    static let previewFields: [TemplateField<FeatureContext>] = [
        // Whether the state's init has parameters without a default, which a preview must
        // be given (the same fields as `sampleState`'s).
        .flag("stateNeedsArguments") { context in context.plan.feature.fields.contains { $0.defaultValue == nil } },
        // The parameter list of the preview service's init, a parameter a line: each
        // request's answer (never, by default), then each stream's elements (none).
        .text("previewServiceParameters") { context in
            let answers = context.plan.requests.map {
                "\($0.answersName): \(RuntimeNames.previewAnswer)<\($0.mockSuccessType), \($0.mockFailureType)> = .never"
            }
            let elements = context.plan.streams.map { "\($0.feedsName): [\($0.elementSpelling)] = []" }
            let parameters = answers + elements
            return parameters.isEmpty ? "()" : "(\n        " + parameters.joined(separator: ",\n        ") + "\n    )"
        },
    ]
}
