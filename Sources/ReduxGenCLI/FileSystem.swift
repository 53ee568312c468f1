#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import ReduxGenCore

/// A file-system failure, with the path and the system's reason.
struct FileSystemError: Error, CustomStringConvertible {
    var path: String
    var action: String
    /// The `errno` value.
    var code: Int32

    init(_ action: String, _ path: String, errno code: Int32 = errno) {
        self.action = action
        self.path = path
        self.code = code
    }

    /// The system's words for `code`.
    var reason: String { String(cString: strerror(code)) }

    var description: String { "cannot \(action) \(path): \(reason)" }
}

/// The few file operations reduxgen needs, on POSIX calls: reading, atomic writing,
/// listing and creating folders.
enum FileSystem {
    /// What is at a path.
    enum Kind {
        case file
        case directory
        case other
    }

    /// What identifies a file or folder whatever path leads to it: its device and inode.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// What is at a path, and which file or folder it is.
    struct Status {
        var kind: Kind
        var identity: Identity
    }

    /// What is at `path`, symbolic links followed.
    static func status(of path: String) throws(FileSystemError) -> Status {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileSystemError("read", path) }
        return Status(info)
    }

    /// One entry of a folder: its name, and what is there (links followed), or why that
    /// cannot be read.
    struct Entry {
        var name: String
        var status: Result<Status, FileSystemError>
    }

    /// The entries of the folder at `path`, without `.` and `..`, in the order of their
    /// names' bytes. Each is looked at relative to the open folder, which spares the system
    /// walking the folder's path again for every entry.
    static func entries(ofDirectory path: String) throws(FileSystemError) -> [Entry] {
        try listing(path) { names, folder in
            names.map { name in
                var info = stat()
                guard fstatat(folder, name, &info, 0) == 0 else { return Entry(name: name, status: .failure(FileSystemError("read", join(path, name)))) }
                return Entry(name: name, status: .success(Status(info)))
            }
        }
    }

    /// What tells one version of a file from another without reading it: which file it is,
    /// its size and when it was last written.
    struct Stamp: Equatable {
        var identity: Identity
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    /// The stamp of the file at `path` (symbolic links followed), or `nil` when nothing is
    /// there.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return Stamp(
            identity: Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)),
            size: Int64(info.st_size), seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
    }

    /// What is at `path`, or `nil` when nothing is.
    static func kind(of path: String) -> Kind? {
        try? status(of: path).kind
    }

    /// Where the symbolic link at `path` points, or `nil` when `path` is not a link.
    static func linkTarget(of path: String) -> String? {
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &target, target.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `open(2)` of `path`.
    private static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        path.withCString { open($0, flags, mode) }
    }

    /// The bytes of the file at `path`.
    static func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = openFile(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError("read", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError("read", path) }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileSystemError("read", path, errno: EISDIR) }
        let size = max(Int(info.st_size), 0)
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let readCount = read(descriptor, buffer.baseAddress! + count, size - count)
                if readCount < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if readCount == 0 { break }
                count += readCount
            }
        }
        if failure != 0 { throw FileSystemError("read", path, errno: failure) }
        return bytes
    }

    /// The bytes of the file at `path`, or `nil` when there is no such file.
    static func readFileIfPresent(_ path: String) throws(FileSystemError) -> [UInt8]? {
        do {
            return try readFile(path)
        } catch where error.code == ENOENT || error.code == ENOTDIR {
            return nil
        }
    }

    /// Writes `bytes` to `path` atomically: into a temporary file beside it, then renamed
    /// over it, so that a reader sees the old file or the new one, never half of one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let (temporary, descriptor) = try createTemporaryFile(beside: path)
        do {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let failure = FileSystemError("write", path)
            unlink(temporary)
            throw failure
        }
    }

    /// Creates the file `path` with `bytes` when nothing is there yet; returns `false`,
    /// writing nothing, when something is. For folders the run has just created, where no
    /// earlier file can be replaced: one `open` instead of a temporary file and a rename.
    static func createNewFile(_ bytes: [UInt8], at path: String) throws(FileSystemError) -> Bool {
        let descriptor = openFile(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw FileSystemError("write", path)
        }
        do {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            unlink(path)
            throw error
        }
        return true
    }

    /// The process id, asked for once: it names temporary files.
    private static let processID = getpid()

    /// A new, empty hidden file in the folder of `path`, open for writing. Its name is
    /// `.<name>.reduxgen-<pid>`, unique because a run writes each file once; a leftover
    /// of the same name gets a random suffix instead.
    private static func createTemporaryFile(beside path: String) throws(FileSystemError) -> (path: String, descriptor: Int32) {
        let stem = "\(directoryName(of: path))/.\(baseName(of: path)).reduxgen-\(processID)"
        var temporary = stem
        for _ in 0..<8 {
            let descriptor = openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (temporary, descriptor) }
            guard errno == EEXIST else { break }
            temporary = "\(stem)-\(UInt32.random(in: 0...UInt32.max))"
        }
        throw FileSystemError("write", path)
    }

    /// Writes all of `bytes` to `descriptor` and closes it.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
        var failure: FileSystemError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = FileSystemError("write", path)
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = FileSystemError("write", path) }
        if let failure { throw failure }
    }

    /// Creates `path` and any missing parent folders. Returns whether this call created
    /// `path` (`false` when it was already a folder).
    @discardableResult
    static func createDirectory(_ path: String) throws(FileSystemError) -> Bool {
        var created: [String] = []
        return try createDirectory(path, recordingIn: &created)
    }

    /// Creates `path` and any missing parent folders, appending each folder it creates to
    /// `created`, parents first, so that a run that ends up writing nothing can remove them
    /// (`removeEmptyDirectories`). Returns whether this call created `path`.
    @discardableResult
    static func createDirectory(_ path: String, recordingIn created: inout [String]) throws(FileSystemError) -> Bool {
        if kind(of: path) == .directory { return false }
        let parent = directoryName(of: path)
        if parent != path, parent != ".", parent != "/", kind(of: parent) == nil {
            try createDirectory(parent, recordingIn: &created)
        }
        if mkdir(path, 0o755) == 0 {
            created.append(path)
            return true
        }
        if errno != EEXIST { throw FileSystemError("create the folder", path) }
        if kind(of: path) != .directory {
            throw FileSystemError("create the folder", path, errno: ENOTDIR)
        }
        return false
    }

    /// The names in the folder at `path`, without `.` and `..`, sorted by their UTF-8 bytes
    /// (the order of `ls` in the C locale), so that every run lists them alike.
    static func contents(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try listing(path) { names, _ in names }
    }

    /// `body` of the names in the folder at `path` (without `.` and `..`, in the order of
    /// their bytes) and the open folder's descriptor.
    private static func listing<Result>(_ path: String, _ body: ([String], Int32) -> Result) throws(FileSystemError) -> Result {
        guard let directory = opendir(path) else { throw FileSystemError("list", path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.assumingMemoryBound(to: CChar.self).baseAddress!) }
            if name != ".", name != ".." { names.append(name) }
        }
        return body(names.sortedByUTF8(), dirfd(directory))
    }

    /// Removes the folders at `paths`, last first, each only if it is empty; a folder that is
    /// not (or is gone) is left as it is.
    static func removeEmptyDirectories(_ paths: [String]) {
        for path in paths.reversed() { _ = rmdir(path) }
    }

    /// Removes the file at `path`.
    static func removeFile(_ path: String) throws(FileSystemError) {
        if unlink(path) != 0 { throw FileSystemError("remove", path) }
    }

    /// `a/b` for `a/b/c.swift`; `.` for a bare name.
    static func directoryName(of path: String) -> String {
        PathComponents.folder(of: path)
    }

    /// `c.swift` for `a/b/c.swift`.
    static func baseName(of path: String) -> String {
        PathComponents.lastComponent(of: path)
    }

    /// `folder/name`, without doubling a trailing slash.
    static func join(_ folder: String, _ name: String) -> String {
        PathComponents.path(in: folder, named: name)
    }
}

extension FileSystem.Status {
    /// The status that `info`, as `stat` fills it, describes.
    init(_ info: stat) {
        let kind: FileSystem.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        self.init(kind: kind, identity: FileSystem.Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)))
    }
}
