import ReduxGenCore

/// What a tests folder has that decides the test files of a run: its files' names, the
/// types its files give a sample (`extension Repo: TestSample`), and the tests each
/// feature's files hold.
package struct TestsFolder: Sendable {
    /// The names of the folder's files.
    package var fileNames: Set<String>
    /// The types with a `TestSample` conformance in the folder's Swift files.
    package var typesWithSamples: Set<String>
    /// The texts of each feature's transition tests files, by the feature's name.
    private var featureFiles: [String: [String]] = [:]
    /// The texts of the Swift files that are no feature's transition tests (the user's own
    /// files), by the name of each feature whose types they name.
    private var filesNaming: [String: [String]] = [:]
    /// Every identifier of the folder's Swift files.
    private var identifiers: Set<String> = []

    /// The folder with `files`, each a name (a path in the folder, `Support/Samples.swift`,
    /// for a file of a subfolder) and, for a Swift file, its text. The files of subfolders
    /// are the user's own, whatever their names: reduxgen writes none there.
    package init(files: [(name: String, text: String?)]) {
        fileNames = Set(files.map(\.name))
        typesWithSamples = Self.conformances(in: files.compactMap(\.text))
        for case let (name, text?) in files {
            let identifiers = Self.identifiers(in: text)
            self.identifiers.formUnion(identifiers)
            if !name.contains("/"), let feature = FilePart.transitionTests.featureName(ofFileNamed: name) {
                featureFiles[feature, default: []].append(text)
            } else {
                for feature in Self.featuresNamed(by: identifiers) { filesNaming[feature, default: []].append(text) }
            }
        }
    }

    /// The tests of the feature named `feature` that the folder holds.
    ///
    /// ```swift
    /// let folder = TestsFolder(files: [("SearchTransitionTests.swift", text), ("ProfileTransitionTests.swift", other)])
    /// folder.tests(of: "Search").hasTests(of: load)   // in SearchTransitionTests.swift alone
    /// ```
    ///
    /// They are looked for in the feature's transition tests files (`TeamChatTransitionTests.swift`,
    /// `TeamChatTransitionTests+SendMessage.swift`, named as reduxgen writes them), and each
    /// file of the user's own naming that names one of the feature's types (`TeamChatState`,
    /// `TeamChatAction`, `TeamChatServiceMock`, a `TeamChatTransitionTests…` class): tests
    /// moved out of those files stay the feature's. Another feature's transition tests files
    /// are not among them, so a test or a mark two features share (a request `load` of each,
    /// `// MARK: navigation`) counts for each feature alone.
    package func tests(of feature: String) -> FeatureTests {
        FeatureTests(texts: featureFiles[feature, default: []] + filesNaming[feature, default: []])
    }

    /// `Children`, or `Children2`, `Children3`, … when the folder has that one: the first
    /// name of a file of the feature `feature`'s tests of `group` added later whose file the
    /// folder does not have, and whose class no file of the folder names (a user may have
    /// renamed the file and kept its class).
    func freeAddedTestsName(_ group: AddedTestsGroup, feature: String) -> String {
        var name = group.rawValue
        var number = 1
        while fileNames.contains(FilePart.transitionTests.fileName(for: feature, variant: name))
            || identifiers.contains(TestFiles.addedTestsClass(feature: feature, variant: name)) {
            number += 1
            name = group.rawValue + String(number)
        }
        return name
    }

    /// The tests of one feature that a tests folder holds.
    package struct FeatureTests: Sendable {
        /// The texts of the files where the feature's tests are looked for.
        let texts: [String]

        /// Whether the feature's files hold tests of `request`: one of the generated test
        /// methods, or the mark that heads the request's tests (`// MARK: load`; for a request
        /// named like a group of tests, `// MARK: navigation request`, or its name alone).
        package func hasTests(of request: RequestPlan) -> Bool {
            hasMethod(named: request.transitionTests.map { request.testName + $0.rawValue })
                || hasText([request.testsMark + "\n", "// MARK: \(request.name)\n"])
        }

        /// The kinds of `plan`'s navigation (`stack`, `sheet`) that the feature's files hold
        /// no tests of: none of the kind's generated test methods, and no mark that lists the
        /// kind (`// MARK: navigation (stack)`); a mark without a list covers every kind.
        func untestedNavigationKinds(of plan: FeaturePlan) -> [Navigation.Style] {
            let coverage = NavigationTestCode.mark.coverage(in: texts, ignored: childMarks(of: plan)) { Navigation.Style(rawValue: String($0)) != nil }
            return NavigationTestCode.testNames(of: plan).filter { kind, names in
                !coverage.covers(kind.rawValue) && !hasMethod(named: names)
            }.map(\.kind)
        }

        /// The parts of `plan`'s bindings and triggers (each binding, each action with a
        /// request its `on:` starts) that the feature's files hold no tests of: no generated
        /// test method whose name shows the part, and no mark that lists it
        /// (`// MARK: bindings and triggers (query, setQuery → search)`); a mark without a
        /// list covers every part.
        func untestedTriggerParts(of plan: FeaturePlan) -> [TriggerTestCode.Part] {
            let coverage = TriggerTestCode.mark.coverage(in: texts, isPart: TriggerTestCode.Part.isListed)
            let shown = Set(TriggerTestCode.testNames(of: plan).filter { hasMethod(named: [$0.name]) }.flatMap(\.parts))
            return TriggerTestCode.parts(of: plan).filter { !shown.contains($0) && !coverage.covers($0.listed) }
        }

        /// Whether the feature's files have a test method of one of `names` (after `test`).
        private func hasMethod(named names: [String]) -> Bool {
            hasText(names.map { "func test\($0)(" })
        }

        /// Whether one of the feature's files holds one of `pieces` of text.
        private func hasText(_ pieces: [String]) -> Bool {
            texts.contains { text in pieces.contains(where: text.contains) }
        }

        /// The marks over the tests of `plan`'s children, `// MARK: navigation (Editor)`,
        /// which are no marks of a group however they read.
        private func childMarks(of plan: FeaturePlan) -> Set<Substring> {
            Set(plan.children.map { Substring(ChildTestCode.mark(of: $0)) })
        }

        /// Whether the feature's files hold tests of the child `child`: one of the generated
        /// test methods, or the mark that heads them.
        func hasTests(ofChild child: ChildPlan) -> Bool {
            hasMethod(named: ChildTestCode.testNames(of: child)) || hasText([ChildTestCode.mark(of: child)])
        }
    }

    /// The types that `texts` conform to `TestSample`: `extension Repo: TestSample {`, also
    /// indented (in an `#if`) or after an attribute or a modifier.
    static func conformances(in texts: [String]) -> Set<String> {
        var types: Set<String> = []
        for text in texts {
            for line in text.split(separator: "\n") where line.contains("TestSample") {
                guard let start = line.firstRange(of: "extension ")?.upperBound,
                    line[..<start].split(separator: " ").dropLast().allSatisfy({ $0.hasPrefix("@") || Self.extensionModifiers.contains($0) })
                else { continue }
                let name = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                types.insert(String(name))
            }
        }
        return types
    }

    /// The words that may stand before `extension` on its line.
    private static let extensionModifiers: Set<Substring> = ["public", "internal", "package", "fileprivate", "private", "nonisolated"]

    /// The identifiers of `text`: its runs of letters, digits and underscores (a non-ASCII
    /// character counts as a letter).
    static func identifiers(in text: String) -> Set<String> {
        var identifiers: Set<String> = []
        _ = text.containsIdentifier { identifier in
            identifiers.insert(String(decoding: identifier, as: UTF8.self))
            return false
        }
        return identifiers
    }

    /// The features whose types `identifiers` name: `TeamChat` for `TeamChatState`,
    /// `TeamChatAction`, `TeamChatServiceMock` or `TeamChatTransitionTests…`.
    static func featuresNamed(by identifiers: Set<String>) -> Set<String> {
        let typeParts = [FilePart.state, .action, .serviceMock].map(\.templateName)
        let tests = FilePart.transitionTests.templateName
        var features: Set<String> = []
        for identifier in identifiers {
            for part in typeParts where identifier.count > part.count && identifier.hasSuffix(part) {
                features.insert(String(identifier.dropLast(part.count)))
            }
            if let range = identifier.firstRange(of: tests), range.lowerBound > identifier.startIndex {
                features.insert(String(identifier[..<range.lowerBound]))
            }
        }
        return features
    }
}
