#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

/// The bytes a ``PersistentStorage`` keeps for a feature's ``PersistedFields``: a JSON object
/// with the format version and each field under its name.
///
/// ```json
/// {"fields":{"draft":"See you at 5"},"format":1}
/// ```
///
/// Reading never fails the store: a record that is empty, not JSON, cut off, or of another
/// format leaves every field at its default, and a field that is missing or cannot be read
/// leaves that field at its default; each case is logged.
enum PersistedRecord {
    /// The format this runtime writes and reads. A record of another format is older or
    /// newer than this runtime and is not read.
    static let format = 1

    /// The record of `fields`.
    static func encode<Fields: PersistedFields>(_ fields: Fields) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Writing(fields: fields))
    }

    /// What reading a record gave.
    struct Reading<Fields: PersistedFields> {
        /// The defaults with every field that could be read set from the record.
        var fields: Fields
        /// Whether any field was read from the record.
        var restoredAny: Bool
    }

    /// Reads the record of `key` from `storage` over `defaults`, logging through `log` what
    /// could not be read. `nil` when there is no record or nothing in it can be used.
    static func read<Fields: PersistedFields>(
        _ key: String,
        from storage: any PersistentStorage,
        over defaults: Fields,
        log: (String) -> Void
    ) -> Reading<Fields>? {
        let data: Data
        do {
            guard let loaded = try storage.load(key) else { return nil }
            data = loaded
        } catch {
            log("reduxgen: could not read the saved \(key) fields (\(error)); using their defaults")
            return nil
        }
        guard !data.isEmpty else {
            log("reduxgen: the saved \(key) fields are empty; using their defaults")
            return nil
        }
        let record: Reader<Fields>
        do {
            record = try JSONDecoder().decode(Reader<Fields>.self, from: data)
        } catch {
            log("reduxgen: the saved \(key) fields are not a record this app can read (\(Self.describe(error))); using their defaults")
            return nil
        }
        guard record.format == format else {
            let age = record.format < format ? "older" : "newer"
            log("reduxgen: the saved \(key) fields have format \(record.format), \(age) than the format \(format) this app reads; using their defaults")
            return nil
        }
        var fields = defaults
        var restoredAny = false
        for field in record.fields {
            switch field.value {
            case .read(let restore):
                restore(&fields)
                restoredAny = true
            case .missing:
                log("reduxgen: the saved \(key) fields have no '\(field.name)'; using its default")
            case .unreadable(let error):
                log("reduxgen: the saved \(key) field '\(field.name)' cannot be read (\(Self.describe(error))); using its default")
            }
        }
        return Reading(fields: fields, restoredAny: restoredAny)
    }

    /// A decoding error in a line: what went wrong and where in the record.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found), .dataCorrupted(let found):
            context = found
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    }

    private enum RecordKey: String, CodingKey {
        case format
        case fields
    }

    private struct Writing<Fields: PersistedFields>: Encodable {
        let fields: Fields

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: RecordKey.self)
            try container.encode(PersistedRecord.format, forKey: .format)
            var values = container.nestedContainer(keyedBy: PersistedFieldName.self, forKey: .fields)
            for field in Fields.persistedFields {
                try field.encode(fields, &values)
            }
        }
    }

    /// What a record holds for one field.
    private enum FieldValue<Fields> {
        case read(@Sendable (inout Fields) -> Void)
        case missing
        case unreadable(any Error)
    }

    /// A record as read: its format and, when it is this runtime's, each field.
    private struct Reader<Fields: PersistedFields>: Decodable {
        var format: Int
        var fields: [(name: String, value: FieldValue<Fields>)] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: RecordKey.self)
            format = try container.decode(Int.self, forKey: .format)
            guard format == PersistedRecord.format else { return }
            let values = try container.nestedContainer(keyedBy: PersistedFieldName.self, forKey: .fields)
            for field in Fields.persistedFields {
                let value: FieldValue<Fields>
                do {
                    value = try field.decode(values).map { .read($0) } ?? .missing
                } catch {
                    value = .unreadable(error)
                }
                fields.append((field.name, value))
            }
        }
    }
}
