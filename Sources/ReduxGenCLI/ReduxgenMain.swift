#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReduxGenCore

/// The entry point of `reduxgen` and of the build plugin's tool.
///
/// ```swift
/// ReduxgenMain.main(testFileWriter: TransitionTestFileWriter())  // reduxgen
/// ReduxgenMain.main(testFileWriter: nil)                         // the build plugin's tool
/// ```
package enum ReduxgenMain {
    /// Runs the command line of this process and exits with its status; `testFileWriter`
    /// plans and writes the test files of `--tests` (without it, only their service mocks).
    package static func main(testFileWriter: (any TestFileWriter)?) -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst()), testFileWriter: testFileWriter))
    }

    /// Parses `arguments` (without the program's name), does what they ask and returns
    /// the exit status (`ExitStatus`). A wrong command line is reported on standard error.
    static func run(_ arguments: [String], testFileWriter: (any TestFileWriter)?) -> Int32 {
        let parsed: ParsedCommandLine
        do {
            parsed = try CommandLineParser.parse(arguments)
        } catch {
            Console.error(error.report)
            return ExitStatus.commandLineError
        }
        switch parsed {
        case .generate(let options) where options.watch:
            WatchJob(options: options, testFileWriter: testFileWriter).run()
        case .generate(let options):
            return GenerateJob(options: options, testFileWriter: testFileWriter).run()
        case .outputs(let options):
            return OutputsJob(paths: options.paths, output: options.output).run()
        case .initSpec(let options):
            return InitJob(featureName: options.name, folder: options.output).run()
        case .diagram(let path):
            return DiagramJob(path: path).run()
        case .schema:
            Console.output(SpecSchema.document.text)
        case .specReference:
            Console.output(SpecReference.text)
        case .listTemplates:
            TemplateCatalog.printList()
        case .catTemplate(let name):
            TemplateCatalog.printTemplate(named: name)
        case .templateNames:
            Console.output(TemplateNames.listing, terminator: "")
        case .help(let text):
            Console.output(text)
        case .version:
            Console.output(Generator.version)
        }
        return ExitStatus.success
    }
}
