import XCTest

@testable import ReduxGenCore

/// The `#sourceLocation` lines: each declaration that spells a spec's type or default is
/// preceded by one naming the spec's path (as given) and the line, and each run of them
/// ends with `#sourceLocation()`, so the rest of the file keeps its own lines.
final class SourceLocationTests: XCTestCase {
    private let spec = """
        state:
          items: "[Item]"
          limit: { type: Int, default: "10" }
        actions:
          select: Item.ID
        requests:
          load:
            success: "[Item]"
            failure: LoadError
            into: items

        """

    func testStateFieldsStatusesAndTheInitPointAtTheSpec() {
        let state = Generate.file(.state, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        // The struct, only `Sendable`, holds nothing of the spec: its members report what
        // they cannot hold.
        XCTAssertContains(state, """
            /// The state of the Shop feature.
            struct ShopState: Sendable {
            #sourceLocation(file: "Specs/Shop.yaml", line: 2)
                private var _$items: Items
                var items: Items {
            """)
        XCTAssertContains(state, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 3)
                private var _$limit: Int
                var limit: Int {
            """)
        // The status's declaration is six lines below the field's, as `failure:` is below
        // `limit:`: the compiler counts its line 9 from the location of line 3.
        XCTAssertContains(state, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 3)
                private var _$limit: Int
                var limit: Int {
                    get { _$tracking.read(1); return _$limit }
                    set { _$tracking.assign(newValue, to: &_$limit, field: 1) }
                    _modify { _$tracking.write(1); yield &_$limit }
                }
                private var _$loadStatus: LoadStatus
                /// The status of the `load` request.
                var loadStatus: LoadStatus {
                    get { _$tracking.read(2); return _$loadStatus }
                    set { _$tracking.assign(newValue, to: &_$loadStatus, field: 2) }
                    _modify { _$tracking.write(2); yield &_$loadStatus }
                }
            #sourceLocation()
            """)
        // The init's line is the one before the first field's; each parameter lands on its
        // field's line, the status on its failure's line (six blank lines below the last field).
        XCTAssertContains(state, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 1)
                init(
                    items: Items = [],
                    limit: Int = 10,





                    loadStatus: LoadStatus = .idle
                ) {
            """)
        XCTAssertContains(state, "        _$loadStatus = loadStatus\n    }\n#sourceLocation()\n}\n")
        // Each type alone on its spec line, from its column: the line before holds the
        // alias's name. The status's alias, which needs an `Error`, is on `failure:`'s line.
        XCTAssertContains(state, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 1)
                typealias Items =
                      [Item]
                /// The failure of the `load` request.
            #sourceLocation(file: "Specs/Shop.yaml", line: 8)
                typealias LoadFailure =
                         LoadError
                /// The status of the `load` request.
            #sourceLocation(file: "Specs/Shop.yaml", line: 9)
                typealias LoadStatus = ReduxRuntime.RequestStatus<LoadFailure>
            #sourceLocation()
            }
            """)
    }

    func testATypeOnTheFirstLineStandsBesideItsAlias() {
        let state = Generate.file(.state, from: "requests: { load: { failure: LoadError } }\nstate: {}\n", keepingSourceLocations: true)
        XCTAssertContains(state, """
            #sourceLocation(file: "Feature.yaml", line: 1)
                typealias LoadFailure = LoadError
            """)
        let action = Generate.file(.action, from: "actions: { select: Item.ID }\nstate: {}\n", keepingSourceLocations: true)
        XCTAssertContains(action, """
            #sourceLocation(file: "Feature.yaml", line: 1)
                typealias SelectPayload = Item.ID
            """)
    }

    func testATypeWithoutAColumnStandsBesideItsAliasOnItsLine() {
        // A block scalar's text is not on its key's line: the alias is on the field's line.
        let state = Generate.file(.state, from: "state:\n  items: |-\n    [Item]\n", keepingSourceLocations: true)
        XCTAssertContains(state, """
            #sourceLocation(file: "Feature.yaml", line: 2)
                typealias Items = [Item]
            """)
    }

    func testActionCasesAndServiceMethodsPointAtTheSpec() {
        let action = Generate.file(.action, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        XCTAssertContains(action, "#sourceLocation(file: \"Specs/Shop.yaml\", line: 5)\n    case select(SelectPayload)\n")
        XCTAssertContains(action, "#sourceLocation(file: \"Specs/Shop.yaml\", line: 8)\n    case loadSuccess(LoadSuccess)\n")
        XCTAssertContains(action, "#sourceLocation(file: \"Specs/Shop.yaml\", line: 9)\n    case loadFailure(ShopState.LoadFailure)\n#sourceLocation()\n}\n")
        let loader = Generate.file(.loader, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        // The method names the spec's failure type at its line and column, two lines below the
        // request's name; the success, written above it, as the spec writes it, beside.
        XCTAssertContains(loader, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 7)
                func load() async throws(

                         LoadError) -> [Item]
            #sourceLocation()
            }

            """)
        // The loader's call names the failure type too, on the same line.
        XCTAssertContains(loader, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 9)
                        return ReduxRuntime.Request(id: ReduxRuntime.RequestID("load")) { [service] () async throws(ShopState.LoadFailure) -> ShopAction.LoadSuccess in
            """)
    }

    func testTheServiceMethodNamesTheSpecsTypesAtTheirLinesAndColumns() {
        let loader = Generate.file(.loader, from: """
            state:
              query: String
            requests:
              load:
                params: { id: Item.ID, page: Int }
                reads: [query]
                success: "[Item]"
              send:
                params: { item: Item }
                failure: SendError
                success: Item.ID

            """, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        // Each type that can be missing at its column (`Item.ID` at 5:19, `[Item]` at 7:15,
        // inside its quotes, `Item` at 9:21, `SendError` at 10:14, `Item.ID` at 11:14); `Int`
        // and the field read as they are, beside their labels.
        XCTAssertContains(loader, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 4)
                func load(id:
                              Item.ID, page: Int, query: String) async throws ->

                          [Item]
                /// Performs the `send` request.
            #sourceLocation(file: "Specs/Shop.yaml", line: 8)
                func send(item:
                                Item) async throws(
                         SendError) ->
                         Item.ID
            #sourceLocation()
            """)
    }

    func testIntoPointsAtItsLine() {
        let reducer = Generate.file(.reducer, from: spec, path: "Specs/Shop.yaml", keepingSourceLocations: true)
        XCTAssertContains(reducer, """
            #sourceLocation(file: "Specs/Shop.yaml", line: 10)
                        state.items = payload
            #sourceLocation()
            """)
    }

    func testAnInitWhoseLinesDoNotIncreaseMapsToNoLine() {
        let state = Generate.file(.state, from: """
            requests:
              load: { failure: LoadError }
            state:
              items: "[Item]"

            """, keepingSourceLocations: true)
        XCTAssertContains(state, "    init(\n        items: Items = [],\n        loadStatus: LoadStatus = .idle\n    ) {\n")
        XCTAssertFalse(state.contains("#sourceLocation(file: \"Feature.yaml\", line: 3)\n    init("))
    }

    func testATypeKeepsItsTextAndWhereItStarts() throws {
        let feature = try XCTUnwrap(Generate.output("""
            state:
              plain: Item.ID?
              quoted: " [ Item ] "
              keyed: { type: "[Int: Item]", default: "[:]" }
              block: |-
                [Item]
            actions:
              pick: { item: Item, count: Int }
              drop: Item
            requests:
              load: { success: "[Item]", failure: LoadError }
            streams:
              updates: { element: Item, failure: LoadError }
            props:
              title: { type: Item, default: Item() }

            """).feature)
        func source(_ line: UInt32, _ column: UInt32, _ text: String) -> TypeSource {
            TypeSource(text: text, position: SourcePosition(line: line, column: column))
        }
        // Quoted text starts after its quote and its spaces; a block scalar's has no column.
        XCTAssertEqual(feature.fields.map(\.typeSource), [source(2, 10, "Item.ID?"), source(3, 13, "[ Item ]"), source(4, 19, "[Int: Item]"), nil])
        XCTAssertEqual(feature.actions.map(\.payload), [
            .labelled([
                LabelledValue(label: "item", type: "Item", typeSource: source(8, 17, "Item")),
                LabelledValue(label: "count", type: "Int", typeSource: source(8, 30, "Int")),
            ]),
            .unlabelled(type: "Item", source: source(9, 9, "Item")),
        ])
        XCTAssertEqual(feature.requests[0].successSource, source(11, 21, "[Item]"))
        XCTAssertEqual(feature.requests[0].failureSource, source(11, 39, "LoadError"))
        XCTAssertEqual(feature.streams[0].elementSource, source(13, 23, "Item"))
        XCTAssertEqual(feature.streams[0].failureSource, source(13, 38, "LoadError"))
        XCTAssertEqual(feature.props[0].typeSource, source(15, 18, "Item"))
    }

    func testThePathIsASwiftStringLiteral() {
        XCTAssertEqual(SourceLocationLine.literal(#"a "b"\c.yaml"#), #""a \"b\"\\c.yaml""#)
        XCTAssertEqual(SourceLocationLine.literal("a\nb"), #""a\u{a}b""#)
    }

    /// A declaration's `#sourceLocation` line stands right above it, its doc comment above
    /// both: the compiler counts the lines after the statement from the spec's line, so a
    /// comment between them would put the declaration's errors on a line below its own.
    func testNoCommentOrBlankLineSitsBetweenALocationAndItsDeclaration() throws {
        let goldens = Golden.repositoryRoot.appendingPathComponent("Tests/Goldens")
        let files = try FileManager.default.subpathsOfDirectory(atPath: goldens.path).filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Models/") }
        XCTAssertFalse(files.isEmpty)
        for file in files.sorted() {
            let lines = try String(contentsOf: goldens.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.hasPrefix("#sourceLocation(file:") && index + 1 < lines.count {
                let next = lines[index + 1].trimmingCharacters(in: .whitespaces)
                XCTAssertFalse(next.isEmpty || next.hasPrefix("//"), "\(file):\(index + 2): '\(next)' follows \(line)")
            }
        }
    }
}
