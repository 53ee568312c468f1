#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The default ``PersistentStorage``: one file per key in a folder, each replaced whole on
/// every save.
///
/// ```swift
/// let storage = FileStorage(folder: URL.documentsDirectory.appending(path: "Drafts"))
/// storage.fileURL(for: "TeamChat")   // …/Drafts/TeamChat.json
/// ```
///
/// A save writes a temporary file beside the record, flushes it to disk and renames it over
/// the record, so a crash at any moment leaves the old record or the new one, never part of
/// either (a crash during the write may leave the hidden temporary file behind). The folder
/// is created on the first save. Keys become file names with every character other than
/// ASCII letters, digits, `-` and `_` written as `%XX` (UTF-8 bytes), so that no key can
/// reach outside the folder.
public struct FileStorage: PersistentStorage {
    /// The folder that holds the records.
    public let folder: URL

    /// Creates a storage keeping its records in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// The storage of ``StoreEnvironment``'s default: the folder `PersistedState` in the
    /// app's Application Support folder (on Linux, `$XDG_DATA_HOME`), inside a folder named
    /// after the process.
    public static let standard: FileStorage = {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        let folder = base
            .appendingPathComponent(ProcessInfo.processInfo.processName, isDirectory: true)
            .appendingPathComponent("PersistedState", isDirectory: true)
        return FileStorage(folder: folder)
    }()

    /// The file that holds the record of `key`: `<folder>/<escaped key>.json`.
    public func fileURL(for key: String) -> URL {
        folder.appendingPathComponent(Self.fileName(for: key) + ".json", isDirectory: false)
    }

    /// The bytes of the record of `key`, or `nil` when its file does not exist.
    /// - Throws: A ``FileStorageError`` when the file exists and cannot be read.
    public func load(_ key: String) throws -> Data? {
        let url = fileURL(for: key)
        do {
            return try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            throw FileStorageError(action: "read", path: url.path, underlying: error)
        }
    }

    /// Replaces the file of `key` with `data`, creating the folder if needed.
    /// - Throws: A ``FileStorageError`` when the folder cannot be created or the file cannot
    ///   be written; the old file is then untouched.
    public func save(_ data: Data, for key: String) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileStorageError(action: "create the folder", path: folder.path, underlying: error)
        }
        let url = fileURL(for: key)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw FileStorageError(action: "write", path: url.path, underlying: error)
        }
    }

    /// Removes the file of `key`, if it exists.
    /// - Throws: A ``FileStorageError`` when the file exists and cannot be removed.
    public func remove(_ key: String) throws {
        let url = fileURL(for: key)
        do {
            try FileManager.default.removeItem(at: url)
        } catch let error as CocoaError where error.code == .fileNoSuchFile {
            return
        } catch {
            throw FileStorageError(action: "remove", path: url.path, underlying: error)
        }
    }

    /// `TeamChat` for `TeamChat`, `room%2F7` for `room/7`, and `%` for the empty key (which
    /// no other key becomes: every escape has two digits).
    static func fileName(for key: String) -> String {
        if key.isEmpty { return "%" }
        var name = ""
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                name += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return name
    }
}

/// Why a ``FileStorage`` could not read or write: what it did, the path, and the system's
/// reason, in a line: `cannot read /…/TeamChat.json: Permission denied`.
public struct FileStorageError: Error, CustomStringConvertible {
    /// What the storage was doing: `read`, `write`, `remove` or `create the folder`.
    public let action: String
    /// The file or folder.
    public let path: String
    /// The error of the file system.
    public let underlying: any Error

    /// `cannot read /…/TeamChat.json: Permission denied`.
    public var description: String {
        var reason = "\(underlying)"
        if let error = underlying as? CocoaError, let posix = error.underlying as? POSIXError {
            reason = String(cString: strerror(posix.code.rawValue))
        }
        return "cannot \(action) \(path): \(reason)"
    }
}
