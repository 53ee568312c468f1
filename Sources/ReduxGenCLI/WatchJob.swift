import ReduxGenCore

/// `reduxgen generate … --watch`: one run, then another whenever a spec or a template
/// changes, each ending with its one summary line, until Ctrl-C.
///
/// Changes are found by polling (`WatchedFiles`), twice a second: it works on every file
/// system and platform alike, and a round that finds nothing changed costs a few `stat`s.
/// Ctrl-C during a round lets the round finish (see `Interruption`).
struct WatchJob {
    var options: GenerateOptions
    /// The test files' planning and code (`GenerateJob.testFileWriter`).
    var testFileWriter: (any TestFileWriter)?

    /// How long the job waits between two looks at the files.
    static let interval: Duration = .milliseconds(500)

    /// Runs until interrupted; then ends the process by the signal.
    func run() -> Never {
        Interruption.install()
        if !options.quiet {
            let watched = options.paths + (options.templates.map { [$0] } ?? [])
            Console.output("reduxgen: watching \(watched.joined(separator: ", ")); Ctrl-C stops")
        }
        var seen: WatchedFiles?
        while !Interruption.isRequested {
            let now = WatchedFiles(paths: options.paths, templates: options.templates)
            if now != seen {
                _ = GenerateJob(options: options, testFileWriter: testFileWriter).run()
                seen = now
            }
            Interruption.sleep(Self.interval)
        }
        Interruption.endAsRequested()
    }
}

/// What a watched run reads, as the file system has it now: the specs the paths lead to and
/// the templates folder's files, each with its identity, size and modification time. Two
/// looks that differ mean a spec or a template was added, removed, replaced or written.
struct WatchedFiles: Equatable {
    private var stamps: [String: FileSystem.Stamp?] = [:]

    init(paths: [String], templates: String?) {
        var ignored: [Diagnostic] = []
        var files = SpecDiscovery.specs(in: paths, diagnostics: &ignored)
        if let templates {
            files += ((try? FileSystem.contents(ofDirectory: templates)) ?? []).map { FileSystem.join(templates, $0) }
        }
        for file in files { stamps[file] = FileSystem.stamp(of: file) }
    }
}
