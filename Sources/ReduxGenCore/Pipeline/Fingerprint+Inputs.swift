extension Fingerprint {
    /// The hash of everything a spec's files are generated from: the templates (with the
    /// headers the renderer writes), reduxgen's version, then the spec's bytes.
    package static func inputs(spec: [UInt8], templates: TemplateSet) -> UInt64 {
        hash(spec, continuing: hash(Generator.version.utf8, continuing: templates.fingerprint))
    }
}
