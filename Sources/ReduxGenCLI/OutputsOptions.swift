/// What `reduxgen outputs` is asked to do: its command line, parsed by `CommandLineParser`.
/// `output` is set by its option, declared in `ReduxgenCommands.outputsOptions`.
struct OutputsOptions: Equatable {
    /// Spec files or folders to search for them.
    var paths: [String]
    /// The folder `generate` writes the files to.
    var output: String
}
