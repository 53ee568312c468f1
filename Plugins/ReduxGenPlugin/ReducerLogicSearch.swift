import PackagePlugin

#if canImport(FoundationEssentials)
import struct FoundationEssentials.Data
import struct FoundationEssentials.URL
#else
import struct Foundation.Data
import struct Foundation.URL
#endif

/// Finds whether a target's Swift files define a feature's `reduceLogic(_:_:)`, which the
/// generated reducer calls: in the skeleton reduxgen wrote (`<Feature>ReducerLogic.swift`),
/// or in a file of the user's under another name (the skeleton is theirs to rename, split or
/// merge). Only a feature whose logic is found nowhere is worth a warning: its build would
/// fail with an error in a generated file.
struct ReducerLogicSearch {
    /// The target's files.
    let files: FileList
    /// The names of the target's files, for the common case: the skeleton under its name.
    private let names: Set<String>
    /// The texts of the target's Swift files, read only when a skeleton's name is missing.
    private var texts: [String]?

    init(files: FileList) {
        self.files = files
        names = Set(files.map(\.url.lastPathComponent))
    }

    /// Whether the target defines the reducer logic of `spec`'s feature: a file with the
    /// skeleton's name, or a Swift file that extends `<Feature>Reducer` with a `reduceLogic`.
    mutating func definesLogic(of spec: SpecFile) -> Bool {
        if names.contains(spec.skeletonFileName) { return true }
        if texts == nil {
            texts = files.filter { $0.url.pathExtension == "swift" }.compactMap { file in
                (try? Data(contentsOf: file.url)).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        let extensionLine = "extension \(spec.feature)Reducer"
        return texts!.contains { $0.contains(extensionLine) && $0.contains("reduceLogic") }
    }
}
