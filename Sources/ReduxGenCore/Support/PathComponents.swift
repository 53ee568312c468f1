/// The parts of a slash-separated path, found on its UTF-8 bytes rather than Character by
/// Character: every spec and every file a run writes goes through these.
public enum PathComponents {
    /// `c.swift` for `a/b/c.swift`; the whole path when it has no slash.
    public static func lastComponent(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `a/b` for `a/b/c.swift`, `/` for `/c.swift`, `.` for a bare name.
    public static func folder(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// The offset in a path's UTF-8 where its last component starts: after the last `/`,
    /// or 0.
    public static func lastComponentStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    }

    /// The index of the last `/` in `path`, searched in its contiguous UTF-8 (a native
    /// string's own storage) rather than through the generic `utf8` view.
    private static func lastSlash(in path: String) -> String.Index? {
        var path = path
        let start = path.withUTF8(lastComponentStart)
        return start == 0 ? nil : path.utf8.index(path.utf8.startIndex, offsetBy: start - 1)
    }
}
