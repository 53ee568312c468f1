import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// An app spec's `loaders` lifts each feature's children's loaders with the feature's, each
/// calling a service of its own: the call without them is unavailable, with a message that
/// says what to pass and what not to lift again; a child's parameter that another feature
/// is named like is an error at the spec's line.
final class AppChildLoadersTests: XCTestCase {
    private let specs = [
        "Desk": "app: Desk\nfeatures:\n  lists: List\n  notes: Note\n",
        "List": "state: {}\nchildren:\n  rows: { feature: Row, collection: true }\n",
        "Row": "state:\n  id: Int\nrequests:\n  save:\n    reads: [id]\n",
        "Note": "state: {}\n",
    ]

    /// The app's run knows the features' children, as the command line's does once it has
    /// read their specs.
    private func run(_ specs: [String: String]) -> FeaturesInRun {
        var run = FeaturesInRun(specPaths: specs.keys.map { "Specs/\($0).yaml" })
        run.children["List"] = Generate.output(specs["List"]!, path: "Specs/List.yaml").feature?.children
        return run
    }

    func testTheLoadersTakeEachChildsServiceAndLiftItsLoaders() throws {
        var diagnostics: [Diagnostic] = []
        let generator = Generator(templates: try XCTUnwrap(TemplateSet.make(parts: [.loader], diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
        let output = generator.generate(specAt: "Specs/Desk.yaml", bytes: Array(specs["Desk"]!.utf8), featuresInRun: run(specs))
        XCTAssertEqual(output.diagnostics, [])
        let loader = try XCTUnwrap(output.files.first?.contents)
        XCTAssertTrue(loader.contains("""
                static func loaders(
                    lists: some ListService,
                    listsRows: some RowService,
                    notes: some NoteService
                ) -> [ReduxRuntime.Middleware<DeskState, DeskAction>] {
                    lifting(
                        lists: [ListLoader(service: lists).middleware] + ListChildren.loaders(rows: listsRows),
                        notes: [NoteLoader(service: notes).middleware]
                    )
                }
            """), loader)

        // A feature known by its name alone lifts no children.
        let byName = generator.generate(specAt: "Specs/Desk.yaml", bytes: Array(specs["Desk"]!.utf8)).files.first?.contents ?? ""
        XCTAssertTrue(byName.contains("lists: [ListLoader(service: lists).middleware],\n"), byName)
        XCTAssertFalse(byName.contains("unavailable"), byName)
    }

    /// Code that calls the features-only `loaders` (written before the features had
    /// children, or lifting the children's loaders by hand beside it) does not compile, and
    /// the error says why.
    func testTheCallWithoutTheChildrensServicesIsAnErrorThatSaysWhatToDo() throws {
        let caller = """
            struct Lists: ListService {}
            struct Rows: RowService { func save(id: Int) async throws {} }
            struct Notes: NoteService {}
            func middlewares() -> [Middleware<DeskState, DeskAction>] {
                DeskMiddlewares.loaders(lists: Lists(), notes: Notes()) + DeskMiddlewares.lifting(lists: ListChildren.loaders(rows: Rows()))
            }
            func lifted() -> [Middleware<DeskState, DeskAction>] {
                DeskMiddlewares.loaders(lists: Lists(), listsRows: Rows(), notes: Notes())
            }

            """
        let result = try TypeCheck.run(specs, models: "import ReduxRuntime\n" + caller, tests: false)
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.errors.count, 1, result.errors.joined(separator: "\n"))
        XCTAssertTrue(result.errors.first?.contains(
            "error: 'loaders(lists:notes:)' is unavailable: loaders(lists:listsRows:notes:) lifts the features' children's loaders too: "
                + "pass their services, and lift no ListChildren.loaders(rows:) besides, or each child's calls run twice") == true,
            result.errors.joined(separator: "\n"))
    }

    func testAChildsParameterNamedLikeAnotherFeatureIsAnError() {
        var specs = specs
        specs["Desk"] = "app: Desk\nfeatures:\n  lists: List\n  listsRows: Note\n"
        let output = Generate.generator.generate(specAt: "Specs/Desk.yaml", bytes: Array(specs["Desk"]!.utf8), featuresInRun: run(specs))
        XCTAssertEqual(output.diagnostics.map(\.description), [
            "Specs/Desk.yaml:3:3: error: the child 'rows' of 'lists: List' takes the service parameter 'listsRows' of the app's loaders, "
                + "which the feature 'listsRows' already is; rename one of the features\n"
                + "Specs/Desk.yaml:4:3: note: the feature 'listsRows' is here"
        ])
    }
}
