/// The exit statuses of `reduxgen`, as `--help` documents them.
enum ExitStatus {
    /// Every file is written and up to date.
    static let success: Int32 = 0
    /// A spec, template or file could not be processed; nothing was written for that spec.
    static let errors: Int32 = 1
    /// `--check` found generated files that are missing or stale.
    static let outOfDate: Int32 = 2
    /// The command line itself is wrong (`EX_USAGE` of sysexits.h).
    static let commandLineError: Int32 = 64

    /// The text for `--help`.
    static let help = """
        EXIT STATUS:
          0   success: every file is written and up to date
          1   errors in specs, templates or files (path:line:column: error: ...)
          2   --check: generated files are missing or stale (each one is named)
          64  the command line itself is wrong
        """
}
