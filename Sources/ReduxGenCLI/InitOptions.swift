/// What `reduxgen init` is asked to do: its command line, parsed by `CommandLineParser`.
/// `output` is set by its option, declared in `ReduxgenCommands.initOptions`.
struct InitOptions: Equatable {
    /// The feature's name, checked (`TeamChat`, for `TeamChat` or `TeamChat.yaml`).
    var name: String
    /// The folder to write the spec to; the current folder when `nil`.
    var output: String?
}
