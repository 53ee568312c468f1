/// One file of a run and what happened to it.
struct FileResult: Equatable, Sendable {
    /// The file's path, as the run names it (in the output, skeleton or tests folder).
    var path: String
    var outcome: FileOutcome
}
