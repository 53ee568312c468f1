/// What a command line asks `reduxgen` to do.
enum ParsedCommandLine: Equatable {
    /// Generate (or check) files from specs.
    case generate(GenerateOptions)
    /// Write the starter spec of a feature.
    case initSpec(InitOptions)
    /// Print the Mermaid state diagram of the feature spec at `path`.
    case diagram(path: String)
    /// Print the JSON Schema of specs.
    case schema
    /// Print every key of the spec language (`help spec`).
    case specReference
    /// List the default templates.
    case listTemplates
    /// Print the default template of this name (`State`, without `.mustache`).
    case catTemplate(name: String)
    /// Print every name a template can use, with the version of the names.
    case templateNames
    /// Print the files `generate` writes at every run for some specs.
    case outputs(OutputsOptions)
    /// Print this help text (it has no final line break).
    case help(String)
    /// Print the version.
    case version
}
