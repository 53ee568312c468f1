import ReduxGenCore

/// One file of a run and what happened to it.
///
/// A file of the report's own feature is named by its part, not by its path: a run writes
/// five files per spec and needs their paths as strings only to print them (`--verbose`,
/// `--check`, errors), when `OutputWriter.path(of:forSpecAt:)` makes them. Making and
/// keeping five path strings per spec cost about 2% of a cold run of 1,000 specs.
struct FileResult {
    /// Which file.
    enum File {
        /// The file of this part of the report's feature, in the run's output (or skeleton)
        /// folder.
        case part(FilePart)
        /// Any other file, such as a stale one the pruner found.
        case path(String)
    }

    var file: File
    var outcome: FileOutcome
}
