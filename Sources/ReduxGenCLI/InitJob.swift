import ReduxGenCore

/// One `reduxgen init NAME`: writes the starter spec `NAME.yaml` into a folder, never over
/// an existing file.
struct InitJob {
    /// The feature's name, already checked (`StarterSpec.problem(withFeatureName:)`).
    var featureName: String
    /// The folder to write to; the current folder when `nil`.
    var folder: String?

    /// The path of the spec it writes.
    var specPath: String {
        let fileName = featureName + ".yaml"
        return folder.map { FileSystem.join($0, fileName) } ?? fileName
    }

    /// What to do after editing the spec: in a package's `Sources/<Target>`, write the
    /// skeleton with the command plugin and build (after declaring the target, or applying the
    /// build plugin, when the manifest does not name them yet); elsewhere, run reduxgen on it.
    var nextSteps: String {
        let edit = "Next: edit it (`reduxgen help spec` explains every key)"
        guard let target = PackageTarget.containing(folder ?? ".") else {
            return """
                \(edit), then generate:
                  reduxgen \(specPath) --output Generated
                """
        }
        let packagePath = target.packageFolder == PackageTarget.currentFolder ? "" : " --package-path \(target.packageFolder)"
        let build = """
            write the skeleton you fill in, and build:
              swift package\(packagePath) --allow-writing-to-package-directory generate-redux-skeletons --target \(target.name)
              swift build\(packagePath)
            """
        guard target.isDeclared else {
            return """
                \(edit), declare the target \(target.name) in Package.swift, with the build plugin,
                  .target(
                      name: "\(target.name)",
                      dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")],
                      plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
                  ),
                then \(build)
                """
        }
        guard target.namesBuildPlugin else {
            return """
                \(edit), apply the build plugin to the target \(target.name) in Package.swift,
                  plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
                then \(build)
                """
        }
        return "\(edit), then \(build)"
    }

    /// Writes the spec and says what to do next; returns the exit status (`ExitStatus`).
    func run() -> Int32 {
        let text = StarterSpec.text(featureName: featureName)
        do {
            if let folder { try FileSystem.createDirectory(folder) }
            guard try FileSystem.createNewFile(Array(text.utf8), at: specPath) else {
                Console.error("reduxgen: error: \(specPath) already exists; init never overwrites a file. Remove it, or choose another name or --output folder.")
                return ExitStatus.errors
            }
        } catch {
            Console.error("reduxgen: error: \(error.description)")
            return ExitStatus.errors
        }
        Console.output("reduxgen: wrote \(specPath), a starter spec of the feature \(featureName).\n" + nextSteps)
        return ExitStatus.success
    }
}
