#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReduxGenCore

/// The entries of one folder, without `.` and `..`: their names' bytes end to end in one
/// array, and for each entry its name's range there and its kind. Listing a folder of
/// thousands of specs makes no string per entry; callers make strings only of the names
/// they keep.
struct DirectoryListing {
    /// One entry: where its name is in `nameBytes`, and its kind when the listing tells it
    /// (most file systems do); `nil` for a symbolic link or when the listing does not say,
    /// where `FileSystem.kind(of:)` must look.
    struct Entry {
        var nameStart: Int
        var nameCount: Int
        var kind: FileSystem.Kind?
    }

    /// Every entry's name, end to end.
    private(set) var nameBytes: [UInt8] = []
    /// The entries, in the order the folder lists them.
    private(set) var entries: [Entry] = []

    /// Lists the folder at `path`.
    init(ofDirectory path: String) throws(FileSystemError) {
        guard let directory = opendir(path) else { throw FileSystemError("list", path) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                // `d_name` ends with a NUL; its length found by `strlen`, not byte by byte.
                let length = strlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self))
                let name = UnsafeRawBufferPointer(rebasing: raw[..<length])
                if Self.isDotOrDotDot(name) { return }
                entries.append(Entry(nameStart: nameBytes.count, nameCount: length, kind: Self.kind(entry.pointee.d_type)))
                nameBytes.append(contentsOf: name)
            }
        }
    }

    /// Calls `body` with the name of `entry`, as UTF-8.
    func withName<Result>(of entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        nameBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[entry.nameStart..<entry.nameStart + entry.nameCount])) }
    }

    /// Whether every name is ASCII.
    var namesAreASCII: Bool {
        nameBytes.withUnsafeBufferPointer(ByteNameTable.isASCII)
    }

    /// The name of `entry`.
    func name(of entry: Entry) -> String {
        withName(of: entry) { String(decoding: $0, as: UTF8.self) }
    }

    /// The entries sorted by their names' UTF-8 bytes (the order of `ls` in the C locale;
    /// for names in Unicode's composed form, the order of `String`'s `<` as well).
    var entriesSortedByName: [Entry] {
        sortedByName(entries)
    }

    /// `someEntries`, entries of this listing, sorted as `entriesSortedByName` sorts them.
    func sortedByName(_ someEntries: [Entry]) -> [Entry] {
        nameBytes.withUnsafeBufferPointer { bytes in
            someEntries.sorted { a, b in
                let common = min(a.nameCount, b.nameCount)
                let order = common == 0 ? 0 : memcmp(bytes.baseAddress! + a.nameStart, bytes.baseAddress! + b.nameStart, common)
                return order != 0 ? order < 0 : a.nameCount < b.nameCount
            }
        }
    }

    private static func isDotOrDotDot(_ name: UnsafeRawBufferPointer) -> Bool {
        let dot = UInt8(ascii: ".")
        switch name.count {
        case 1: return name[0] == dot
        case 2: return name[0] == dot && name[1] == dot
        default: return false
        }
    }

    private static func kind(_ type: UInt8) -> FileSystem.Kind? {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .directory
        case Int32(DT_LNK), Int32(DT_UNKNOWN): return nil
        default: return .other
        }
    }
}
