#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `reduxgen` executable's entry point.
public enum ReduxgenMain {
    /// Runs the command line of this process and exits: plain `generate` command lines
    /// directly (see `QuickCommandLine`), everything else through `ReduxgenCommand`.
    public static func main() -> Never {
        if let options = QuickCommandLine.generateOptions(CommandLine.arguments.dropFirst()) {
            exit(GenerateJob(options: options).run())
        }
        ReduxgenCommand.main()
        exit(ExitStatus.success)
    }
}
