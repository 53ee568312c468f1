/// The parts of a slash-separated path, and joining a folder and a name.
package enum PathComponents {
    /// `c.swift` for `a/b/c.swift`; the whole path when it has no slash.
    package static func lastComponent(of path: String) -> String {
        // A slash is one byte, which no other character's UTF-8 holds.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(decoding: path.utf8[path.utf8.index(after: slash)...], as: UTF8.self)
    }

    /// `a/b` for `a/b/c.swift`, `/` for `/c.swift`, `.` for a bare name.
    package static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(decoding: path.utf8[..<slash], as: UTF8.self)
    }

    /// `folder/name`, without doubling a slash that ends `folder`; `name` alone when
    /// `folder` is `nil`.
    package static func path(in folder: String?, named name: String) -> String {
        guard let folder else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
