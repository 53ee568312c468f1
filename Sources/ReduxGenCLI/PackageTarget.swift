#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The SwiftPM target a folder belongs to: `Sources/<Target>`, or a folder inside it, of the
/// package whose `Package.swift` is above it. `init` tells the next steps in the words of the
/// package the spec lands in.
///
/// ```swift
/// PackageTarget.containing("Sources/RepoSearch")   // RepoSearch, in the current folder's package
/// ```
struct PackageTarget: Equatable {
    /// The target's name: the folder under `Sources`.
    var name: String
    /// The package's folder, absolute.
    var packageFolder: String
    /// Whether the package's manifest names the build plugin, `ReduxGenPlugin`.
    var namesBuildPlugin: Bool
    /// Whether the package's manifest names the target (`"RepoSearch"`): a folder under
    /// `Sources` is a target only once the manifest declares it.
    var isDeclared: Bool

    /// The target that `folder` (relative to the current folder, or absolute) is in, or
    /// `nil` when it is in no package's `Sources/<Target>`.
    static func containing(_ folder: String) -> PackageTarget? {
        let components = normalizedComponents(of: folder)
        // The innermost `Sources` folder with a manifest beside it.
        for index in components.indices.reversed() where components[index] == "Sources" && index + 1 < components.count {
            let packageFolder = "/" + components[..<index].joined(separator: "/")
            let manifest = FileSystem.join(packageFolder, "Package.swift")
            guard let bytes = try? FileSystem.readFileIfPresent(manifest) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let name = components[index + 1]
            return PackageTarget(
                name: name, packageFolder: packageFolder, namesBuildPlugin: text.contains("ReduxGenPlugin"),
                isDeclared: text.contains("\"\(name)\""))
        }
        return nil
    }

    /// The absolute path of `folder` as components, without `.`, and with `..` applied.
    private static func normalizedComponents(of folder: String) -> [String] {
        let absolute = folder.hasPrefix("/") ? folder : FileSystem.join(currentFolder, folder)
        var components: [String] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(String(component))
            }
        }
        return components
    }

    /// The process's current folder.
    static var currentFolder: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
