/// Writes the Swift that drives a drawn feature's generated code, as a user would write it
/// by hand: its reducer logic, its predictions, and its driver (a service whose calls wait
/// on a ``CallBoard``, the action of each ``FeatureEvent``, the state as observation lines,
/// and, for a feature of its own, the ``FeatureHarness`` of its store).
public enum DriverWriter {
    /// The files of `feature` (not of its children), by name.
    public static func files(of feature: DrawnFeature) -> [(name: String, contents: String)] {
        var files = [("\(feature.name)ReducerLogic.swift", reducerLogic(of: feature))]
        if feature.requests.contains(where: \.optimistic) {
            files.append(("\(feature.name)Predictions.swift", predictions(of: feature)))
        }
        if let navigation = feature.navigation {
            files.append(("\(feature.name)Routing.swift", routing(of: feature, navigation)))
        }
        files.append(("\(feature.name)Driver.swift", driver(of: feature)))
        return files
    }

    static let header = "// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.\n"

    // MARK: Reducer logic

    static func reducerLogic(of feature: DrawnFeature) -> String {
        let name = feature.name
        var cases: [String] = [
            "        case .resetStatuses:",
        ]
        for request in feature.requests {
            cases.append("            state.\(request.statusName) = " + (request.key == nil ? ".idle" : "[:]"))
            if let flag = request.loadingInto { cases.append("            state.\(flag) = false") }
        }
        if let rows = feature.rows {
            cases += [
                "        case .addRow(let id):",
                "            if state.rows[id: id] == nil { state.rows.append(\(rows.name)State(id: id)) }",
                "        case .removeRow(let id):",
                "            _ = state.rows.remove(id: id)",
            ]
        }
        if let pane = feature.pane {
            cases += [
                "        case .openPane(let id):", "            state.pane = \(pane.name)State(id: id)",
                "        case .closePane:", "            state.pane = nil",
            ]
        }
        if let stream = feature.stream {
            cases += [
                "        case .\(stream.receivedName)(let element):", "            state.\(stream.itemsField).append(element)",
                "        case .\(stream.finishedName)(let error):", "            if error != nil { state.\(stream.failuresField) += 1 }",
            ]
        }
        cases += ["        default:", "            break"]
        return header + """
            import ReduxRuntime

            extension \(name)Reducer {
                /// Resets every status (and ends every loading flag) on `resetStatuses`, adds and
                /// removes the children, keeps the stream's elements and counts its failures; the
                /// rest, as the skeleton does, changes nothing (so the transition tests pass as
                /// generated).
                static func reduceLogic(_ state: inout \(name)State, _ action: \(name)Action) {
                    switch action {
            \(cases.joined(separator: "\n"))
                    }
                }
            }

            """
    }

    // MARK: Routing

    static func routing(of feature: DrawnFeature, _ navigation: DrawnNavigation) -> String {
        let cases = navigation.rules.sorted { $0.key < $1.key }.map { action, rule in
            "        case .\(action):\n            return \(rule.swift)"
        }
        return header + """
            import ReduxRuntime

            extension \(feature.name)Routing {
                /// The route after each action the drawn routing has a rule for, over the state the
                /// action left; after the others the path stays.
                static func route(after action: \(feature.name)Action, state: \(feature.name)State) -> \(feature.name)Navigation {
                    switch action {
            \(cases.joined(separator: "\n"))
                    default:
                        return nil
                    }
                }
            }

            """
    }

    // MARK: Predictions

    static func predictions(of feature: DrawnFeature) -> String {
        var functions: [String] = []
        for request in feature.requests where request.optimistic {
            let names = parameterNames(of: request)
            let parameters = zip(request.params.values, names).map { param, name in
                (param.label == nil ? "_ \(name)" : name) + ": \(param.type)"
            }
            let body = PredictionRule.swiftBody(for: request, names: names).map { "        " + $0 }.joined(separator: "\n")
            functions.append("""
                    static func \(request.predictName)(\((parameters + ["in state: \(feature.name)State"]).joined(separator: ", "))) -> \(request.success!)? {
                \(body)
                    }
                """)
        }
        return header + """
            import ReduxRuntime

            extension \(feature.name)Reducer: \(feature.name)Predicting {
            \(functions.joined(separator: "\n\n"))
            }

            """
    }

    /// The names the driver gives a request's params: their labels, `value` for an unlabelled one.
    static func parameterNames(of request: DrawnRequest) -> [String] {
        request.params.values.map { $0.label ?? "value" }
    }

    // MARK: Driver

    static func driver(of feature: DrawnFeature) -> String {
        [header + "import ReduxRuntime\nimport ReferenceModel\n", service(of: feature), events(of: feature), observation(of: feature), routeModel(of: feature), harness(of: feature)]
            .compactMap { $0 }.joined(separator: "\n")
    }

    private static func service(of feature: DrawnFeature) -> String {
        var methods: [String] = []
        for request in feature.requests {
            let names = parameterNames(of: request)
            var parameters = zip(request.params.values, names).map { param, name in (param.label == nil ? "_ \(name)" : name) + ": \(param.type)" }
            var arguments = names.map { "\($0).model" }
            for read in request.reads {
                parameters.append("\(read): \(feature.field(read)!.type)")
                arguments.append("\(read).model")
            }
            let throwing = request.typedFailure ? "throws(ModelFailure)" : "throws"
            let result = request.success.map { " -> \($0)" } ?? ""
            let answer = request.success.map { "try reply.value(\($0).self)" } ?? "try reply.void()"
            methods.append("""
                    func \(request.name)(\(parameters.joined(separator: ", "))) async \(throwing)\(result) {
                        let reply = await board.call("\(feature.name)", "\(request.name)", [\(arguments.joined(separator: ", "))])
                        return \(answer)
                    }
                """)
        }
        if let stream = feature.stream {
            methods.append("""
                    func \(stream.name)() -> AsyncThrowingStream<Int, any Error> {
                        board.stream("\(feature.name)", "\(stream.name)")
                    }
                """)
        }
        return """
            /// The service of \(feature.name): every call waits on the board until the test answers it.
            struct \(feature.name)TestService: \(feature.name)Service {
                let board: CallBoard

            \(methods.joined(separator: "\n\n"))
            }

            """
    }

    private static func events(of feature: DrawnFeature) -> String {
        var cases: [String] = []
        func add(_ pattern: String, _ result: String) {
            cases.append("        case \(pattern):\n            return \(result)")
        }
        for request in feature.requests {
            let values = request.params.values
            let uses = values.isEmpty ? "_" : "let values"
            let arguments = values.enumerated().map { index, param in
                (param.label.map { "\($0): " } ?? "") + "\(param.type)(model: values[\(index)])"
            }
            let call = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
            add(".request(\"\(request.name)\", \(uses))", ".\(request.name)\(call)")
            let keyArgument = request.key.map { key in "(\(key): \(request.keyType!)(model: key!))" } ?? ""
            let keyUse = request.key == nil ? "_" : "let key"
            if request.cache != nil { add(".force(\"\(request.name)\", \(uses))", ".\(request.forceName)\(call)") }
            if request.cancel { add(".cancel(\"\(request.name)\", \(keyUse))", ".\(request.cancelName)\(keyArgument)") }
            if request.dismiss { add(".dismiss(\"\(request.name)\", \(keyUse))", ".\(request.dismissName)\(keyArgument)") }
            if request.poll != nil {
                add(".startPolling(\"\(request.name)\", \(uses))", ".\(request.startPollingName)\(call)")
                add(".stopPolling(\"\(request.name)\", \(keyUse))", ".\(request.stopPollingName)\(keyArgument)")
            }
        }
        for action in DrawnFeature.plainActions + [DrawnFeature.resetStatuses] + (feature.pane != nil ? ["closePane"] : []) {
            add(".plain(\"\(action)\")", ".\(action)")
        }
        if let stream = feature.stream {
            add(".startStream", ".\(stream.startName)")
            add(".stopStream", ".\(stream.stopName)")
        }
        if feature.navigation != nil {
            add(".plain(\"\(DrawnNavigation.go)\")", ".\(DrawnNavigation.go)")
            add(".push(let drawn)", ".push(route(drawn))")
            add(".pop", ".pop")
            add(".popToRoot", ".popToRoot")
            add(".setPath(let drawn)", ".setPath(drawn.map(route))")
        }
        if feature.hasNudge {
            add(".nudge(let ref, let text)", ".\(DrawnFeature.nudge)(ref: Int(model: ref), text: String(model: text))")
        }
        for field in feature.bindings {
            add(".set(\"\(field.name)\", let value)", ".\(field.setterName)(\(field.type)(model: value))")
        }
        if let rows = feature.rows {
            add(".addRow(let id)", ".addRow(id: id)")
            add(".removeRow(let id)", ".removeRow(id: id)")
            add(".row(let id, let event)", "\(rows.name)Driver.action(for: event).map { .rows(id: id, $0) }")
        }
        if let pane = feature.pane {
            add(".openPane(let id)", ".openPane(id: id)")
            add(".pane(let event)", "\(pane.name)Driver.action(for: event).map { .pane($0) }")
        }
        cases.append("        default:\n            return nil")
        return """
            /// How the model test drives \(feature.name): the action of each event, the name of each action.
            enum \(feature.name)Driver {
                /// The action of `event`, or nil when the feature has none for it.
                static func action(for event: FeatureEvent) -> \(feature.name)Action? {
                    switch event {
            \(cases.joined(separator: "\n"))
                    }
                }

            \(routeConversions(of: feature))    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
                static func name(of action: \(feature.name)Action) -> String {
            \(childNames(of: feature))        return ActionNames.caseName(of: action)
                }
            """
    }

    /// The feature's route of a model's route, and the model's route of the feature's, for a
    /// feature with a navigation.
    private static func routeConversions(of feature: DrawnFeature) -> String {
        guard feature.navigation != nil else { return "" }
        return """
                /// The route of the model's `drawn`.
                static func route(_ drawn: DrawnRoute) -> \(feature.name)Route {
                    switch drawn {
                    case .home: return .home
                    case .item(let ref): return .item(ref: ref)
                    }
                }


            """
    }

    /// The model's route of the feature's `route`, as the observation prints it.
    private static func routeModel(of feature: DrawnFeature) -> String? {
        guard feature.navigation != nil else { return nil }
        return """
            extension \(feature.name)Route {
                /// The route as the model names it.
                var model: DrawnRoute {
                    switch self {
                    case .home: return .home
                    case .item(let ref): return .item(ref)
                    }
                }
            }

            """
    }

    private static func childNames(of feature: DrawnFeature) -> String {
        var lines = ""
        if let rows = feature.rows {
            lines += "        if case .rows(let id, let child) = action { return \"rows[\\(id)].\" + \(rows.name)Driver.name(of: child) }\n"
        }
        if let pane = feature.pane {
            lines += "        if case .pane(let child) = action { return \"pane.\" + \(pane.name)Driver.name(of: child) }\n"
        }
        return lines
    }

    private static func observation(of feature: DrawnFeature) -> String {
        var lines = feature.fields.map { "            \"\($0.name) = \\(state.\($0.name).model)\"," }
        for request in feature.requests {
            lines.append("            \"\(request.statusName) = \\(ObservedStatus.text(of: state.\(request.statusName)))\",")
            if request.policy.countsCalls { lines.append("            \"\(request.inFlightName) = \\(state.\(request.inFlightName))\",") }
            if let field = request.failureInto { lines.append("            \"\(field) = \\(ObservedStatus.text(of: state.\(field)))\",") }
            if request.keepsFailed { lines.append("            \"\(request.name)Failed = \\(state.\(request.name)Predictions.failed.model)\",") }
            if let field = request.loadingInto { lines.append("            \"\(field) = \\(state.\(field))\",") }
        }
        if let stream = feature.stream { lines.append("            \"\(stream.activeName) = \\(state.\(stream.activeName))\",") }
        if feature.navigation != nil {
            lines.append("            \"path = [\" + state.path.map(\\.model.description).joined(separator: \", \") + \"]\",")
        }
        var children = ""
        if let rows = feature.rows {
            children += """
                        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
                        for row in state.rows { lines += \(rows.name)Driver.lines(of: row).map { "rows[\\(row.id)]." + $0 } }

                """
        }
        if let pane = feature.pane {
            children += """
                        if let pane = state.pane { lines += \(pane.name)Driver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }

                """
        }
        let declaration = children.isEmpty ? "let" : "var"
        return """

                /// What `state` shows, a line per field and per request.
                static func lines(of state: \(feature.name)State) -> [String] {
                    \(declaration) lines = [
            \(lines.joined(separator: "\n"))
                    ]
            \(children)        return lines
                }
            }

            """
    }

    private static func harness(of feature: DrawnFeature) -> String? {
        guard feature.role == .top else { return nil }
        let name = feature.name
        var children = ""
        let childServices = [(feature.rows, "rows"), (feature.pane, "pane")].compactMap { child, property in
            child.map { "\(property): \($0.name)TestService(board: board)" }
        }
        if !childServices.isEmpty {
            children = " + \(name)Children.loaders(\(childServices.joined(separator: ", ")))"
        }
        return """
            /// The store of \(name), its service waiting on the board and its clock a test clock.
            @MainActor
            final class \(name)Harness: FeatureHarness {
                private let driver: StoreDriver<\(name)State, \(name)Action>

                init(board: CallBoard) {
                    driver = StoreDriver(
                        initialState: \(name)State(),
                        reducer: \(name)Reducer.reduce,
                        name: \(name)Driver.name(of:),
                        middlewares: [\(name)Loader(service: \(name)TestService(board: board)).middleware]\(children))
                }

                func send(_ event: FeatureEvent) -> Bool {
                    guard let action = \(name)Driver.action(for: event) else { return false }
                    driver.store.dispatch(action)
                    return true
                }

                var stateLines: [String] { \(name)Driver.lines(of: driver.store.state) }
                var dispatched: [String] { driver.dispatched }
                var deadlines: [Int] { driver.deadlines }
                var sleepsBegun: Int { driver.clock.sleepsBegun }
                func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
            }

            """
    }

    // MARK: The corpus's list

    /// `Corpus.swift`: the harness of each feature of the corpus, and the specs it was
    /// generated from (the model test checks they are the grammar's), by name.
    public static func corpusList(of features: [DrawnFeature]) -> String {
        let entries = features.map { "        \"\($0.name)\": \($0.name)Harness.self," }
        let specs = features.flatMap(\.specs).map { spec in
            "        \"\(spec.name)\": #\"\"\"\n" + SpecYAML.spec(of: spec).split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "            " + $0 }.joined(separator: "\n") + "            \"\"\"#,"
        }
        return header + """
            import ReferenceModel

            /// The drawn corpus: the harness of each feature, and the spec of each feature
            /// and child, by name.
            public enum ModelCorpus {
                @MainActor public static let harnesses: [String: any FeatureHarness.Type] = [
            \(entries.joined(separator: "\n"))
                ]

                public static let specs: [String: String] = [
            \(specs.joined(separator: "\n"))
                ]
            }

            """
    }
}
