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

    /// `folder/name`, where the name is given as pieces written end to end: a slash after the
    /// folder unless it ends with one; the name alone when `folder` is `nil`. Made at its
    /// final size from the pieces' bytes: `+` would grow the string through the general
    /// append path at each piece, which costs several times more.
    public static func path(in folder: String?, named first: String, _ second: String = "", _ third: String = "") -> String {
        let first = first.utf8, second = second.utf8, third = third.utf8
        return path(in: folder, nameLength: first.count + second.count + third.count) { name in
            var end = name.initialize(fromContentsOf: first)
            end = name[end...].initialize(fromContentsOf: second)
            return name[end...].initialize(fromContentsOf: third)
        }
    }

    /// `folder/name` for a name given as UTF-8 bytes, such as a folder listing's: the same
    /// joining as `path(in:named:_:_:)`, with no string made of the name.
    public static func path(in folder: String, nameBytes: UnsafeBufferPointer<UInt8>) -> String {
        path(in: folder, nameLength: nameBytes.count) { $0.initialize(fromContentsOf: nameBytes) }
    }

    /// The number of bytes of `folder/name`, the name given as pieces, as a null-terminated
    /// C string (`writeCPath`).
    public static func cPathLength(in folder: String?, named first: String, _ second: String, _ third: String) -> Int {
        (folder?.utf8.count ?? 0) + slashCount(after: folder?.utf8) + first.utf8.count + second.utf8.count + third.utf8.count + 1
    }

    /// Writes `folder/name`, the name given as pieces and joined as `path(in:named:_:_:)`
    /// joins them, as a null-terminated C string into `buffer`, which has room for
    /// `cPathLength` bytes: for a system call on a path that is not otherwise needed as a
    /// `String` (a run opens five per spec), from a buffer on the caller's stack.
    public static func writeCPath(
        in folder: String?, named first: String, _ second: String, _ third: String,
        into buffer: UnsafeMutableBufferPointer<CChar>
    ) {
        let bytes = UnsafeMutableRawBufferPointer(buffer)
        var end = 0
        if let folder {
            end = copy(folder, into: bytes, at: end)
            if slashCount(after: folder.utf8) == 1 {
                bytes[end] = UInt8(ascii: "/")
                end += 1
            }
        }
        end = copy(first, into: bytes, at: end)
        end = copy(second, into: bytes, at: end)
        end = copy(third, into: bytes, at: end)
        bytes[end] = 0
    }

    /// Copies `string`'s UTF-8 into `bytes` at `offset`; returns where it ends.
    private static func copy(_ string: String, into bytes: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        let copied = string.utf8.withContiguousStorageIfAvailable { utf8 in
            if let source = utf8.baseAddress {
                (bytes.baseAddress! + offset).copyMemory(from: source, byteCount: utf8.count)
            }
            return offset + utf8.count
        }
        if let copied { return copied }
        var end = offset
        for byte in string.utf8 {
            bytes[end] = byte
            end += 1
        }
        return end
    }

    /// `folder`'s bytes, a slash unless `folder` ends with one (`slashCount`), then the
    /// `nameLength` bytes that `writeName` writes (returning how many it wrote).
    private static func path(
        in folder: String?, nameLength: Int, _ writeName: (UnsafeMutableBufferPointer<UInt8>) -> Int
    ) -> String {
        let folder = folder?.utf8
        let slash = slashCount(after: folder)
        return String(unsafeUninitializedCapacity: (folder?.count ?? 0) + slash + nameLength) { buffer in
            var end = folder.map { buffer.initialize(fromContentsOf: $0) } ?? 0
            if slash == 1 {
                buffer[end] = UInt8(ascii: "/")
                end += 1
            }
            return end + writeName(UnsafeMutableBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// The joining rule: 1 when a slash goes between `folder` and a name, a folder that does
    /// not end with one; 0 for a folder that does, or none.
    private static func slashCount(after folder: String.UTF8View?) -> Int {
        folder.map { $0.last == UInt8(ascii: "/") ? 0 : 1 } ?? 0
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
