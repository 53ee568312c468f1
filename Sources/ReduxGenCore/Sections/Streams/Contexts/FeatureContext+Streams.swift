/// The names the root context offers for `streams:`.
extension FeatureContext {
    static let streamFields: [TemplateField<FeatureContext>] = [
        .list("streams") { $0.streams },
        .flag("hasStreams") { !$0.feature.streams.isEmpty },
    ]
}
