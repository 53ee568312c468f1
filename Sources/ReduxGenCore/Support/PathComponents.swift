/// The parts of a slash-separated path, and joining a folder and a name.
public enum PathComponents {
    /// `c.swift` for `a/b/c.swift`; the whole path when it has no slash.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `a/b` for `a/b/c.swift`, `/` for `/c.swift`, `.` for a bare name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `folder/name`, without doubling a slash that ends `folder`; `name` alone when
    /// `folder` is `nil`.
    public static func path(in folder: String?, named name: String) -> String {
        guard let folder else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
