import ReduxGenCore

/// The commands of `reduxgen`, with every word `--help` prints about them.
enum ReduxgenCommands {
    /// `reduxgen`: `generate` is its default subcommand, so `reduxgen Specs --output
    /// Generated` generates.
    static let root = CommandDescription(
        identity: .root,
        path: ["reduxgen"],
        abstract: "Generates Swift Redux boilerplate (state, actions, reducer, loader middleware) from YAML feature specs.",
        discussion: """
            A spec describes one feature: its state, its actions and its async requests. \
            reduxgen writes \(files(FilePart.generatedParts)) from it, and the skeletons the \
            spec needs among \(files(FilePart.skeletonParts)) when they do not exist yet: \
            those are yours to fill in and are never overwritten.

            EXAMPLES:
              reduxgen init TeamChat                     start a spec: TeamChat.yaml
              reduxgen Specs --output Generated          generate from every spec in Specs/
              reduxgen Specs --output Generated --check  in CI: fail if Generated/ is stale
              reduxgen Specs --output Generated --watch  generate at every change of a spec
              reduxgen templates cat State > MyTemplates/State.mustache
                                                         start a template of your own
              reduxgen schema > reduxgen.schema.json     JSON Schema of specs, for editors
              reduxgen help spec                         every key of a spec, with examples
              reduxgen diagram Specs/TeamChat.yaml       requests' state diagram, for docs
            """,
        subcommands: [generate, initSpec, diagram, schema, templates, outputs, help],
        defaultSubcommand: "generate")

    /// `reduxgen generate PATH... --output DIR`: the main job.
    static let generate = CommandDescription(
        identity: .generate,
        path: ["reduxgen", "generate"],
        abstract: "Generate Swift files from feature specs (the default subcommand).",
        discussion: """
            Every spec is checked in full before anything is written: all of its mistakes are \
            reported in the compiler's format (path:line:column: error: message), and nothing \
            is written for a spec with an error. Files whose content is unchanged are not \
            rewritten, so their timestamps and incremental builds are left alone; files that \
            change are replaced atomically.

            The skeletons a spec needs among \(files(FilePart.skeletonParts)) are written only \
            when they do not exist yet: they are yours from then on. --force-skeletons \
            replaces them.

            With --tests DIR, each feature also gets \(files(FilePart.testParts.filter { !$0.isSkeleton })) \
            (regenerated) and \(files(FilePart.testParts.filter(\.isSkeleton))) (written once: one \
            test per valid transition of each request, and a sample of each type the tests \
            need, built from your structs and enums where reduxgen can, an #error to fill in \
            where it cannot) in DIR, a folder of your test target; they need ReduxTesting. A \
            request added later gets <Feature>TransitionTests+<Request>.swift.

            \(ExitStatus.help)
            """,
        arguments: [
            ArgumentDescription(valueName: "path", help: "Spec files (*.yaml, *.yml) or folders to search for them.", repeats: true)
        ],
        options: generateOptions.map(\.description))

    /// The options of `generate`, each declared once with the property it sets.
    static let generateOptions: [DeclaredOption<GenerateOptions>] = [
        .required("output", short: "o", valueName: "dir", help: "The folder to write generated files to; created if missing.", \.output),
        .value("skeletons", valueName: "dir", help: "The folder for the reducer skeletons (default: the output folder).", \.skeletons),
        .flag("no-skeletons", help: "Write no reducer skeletons (for build plugins, which may not write into sources).", \.noSkeletons),
        .flag(
            "only-skeletons",
            help: "Write only the files written once: the missing skeletons and, with --tests, transition tests and samples (the command plugin's run).",
            \.onlySkeletons),
        .flag("force-skeletons", help: "Overwrite existing reducer skeletons with fresh ones. Your reducer logic in them is lost.", \.forceSkeletons),
        .value(
            "tests", valueName: "dir", help: "Also write each feature's service mock and transition tests into this folder of a test target.",
            \.tests),
        .value(
            "tests-module", valueName: "module", help: "The module the test files import with @testable (with --tests).",
            defaultValue: "the target that --output is in, X for Sources/X", \.testsModule),
        .value(
            "model-sources", valueName: "dir",
            help: "The Swift files that declare the spec's types, from which the test samples are built (with --tests).",
            defaultValue: "the specs' folders", \.modelSources),
        .list(
            "known-features", valueName: "names",
            help: "Features of this target generated by other runs, comma-separated, that an app spec may list: names, or their specs' paths, which are read for whether they are apps (the build plugin passes them).",
            \.knownFeatures),
        .value(
            "templates", valueName: "dir", help: "A folder of templates (State.mustache, …) that replace their namesakes among the defaults.",
            \.templates),
        .flag("check", help: "Write nothing; exit with status 2 naming every generated file that is missing or stale.", \.check),
        .flag(
            "watch", help: "Generate, then again at every change of a spec or a template (checked twice a second), until Ctrl-C.",
            discussion: "Each round prints its diagnostics and one summary line. Ctrl-C lets the round in progress finish, so no file is left half written.",
            \.watch),
        .invertibleFlag(
            "prune", help: "Remove generated files of specs that are gone (only files with reduxgen's header; never skeletons).",
            discussion: "On by default when every path is a folder, so the run knows every spec; off when spec files are named.", \.prune),
        .choice(
            "diagnostics-format", valueName: "format",
            help: "How to print diagnostics: text (path:line:column: error: ...) or json (one object per line).", default: DiagnosticFormat.text,
            \.diagnosticsFormat),
        .flag(
            "diagnostics-reported-elsewhere",
            help: "With --tests and --no-skeletons: print no diagnostic of the specs, and for a spec with errors write a placeholder of its service mock and succeed.",
            discussion: "For the build plugin's service mocks: the feature target's build of the same spec reports its errors and warnings, so that a build prints each once.",
            \.diagnosticsReportedElsewhere),
        .flag("quiet", short: "q", help: "Print only diagnostics.", \.quiet),
        .flag("verbose", short: "v", help: "Print every file and what happened to it.", \.verbose),
    ]

    /// `reduxgen init NAME`: writes a commented starter spec.
    static let initSpec = CommandDescription(
        identity: .initSpec,
        path: ["reduxgen", "init"],
        abstract: "Write a commented starter spec, <name>.yaml, to edit into your feature.",
        discussion: """
            The starter spec uses the common keys (state, actions, and a request with \
            params, success, failure, into and policy), each explained in a comment; it \
            generates as it is. An existing file is never overwritten.

              reduxgen init TeamChat --output Sources/App/Chat
            """,
        arguments: [
            ArgumentDescription(valueName: "name", help: "The feature's name, which prefixes every generated type: an uppercase Swift identifier, like TeamChat.")
        ],
        options: initOptions.map(\.description))

    /// The options of `init`.
    static let initOptions: [DeclaredOption<InitOptions>] = [
        .value("output", short: "o", valueName: "dir", help: "The folder to write the spec to; created if missing.", defaultValue: "the current folder", \.output)
    ]

    /// `reduxgen diagram SPEC`: a feature's requests and streams as a Mermaid state diagram.
    static let diagram = CommandDescription(
        identity: .diagram,
        path: ["reduxgen", "diagram"],
        abstract: "Print a feature's requests and streams as a Mermaid state diagram, for docs and reviews.",
        discussion: """
            Each request's status (idle, loading, succeeded, failed) with every transition \
            its reducer makes and the action that makes it: the request, its success and \
            failure (which change nothing unless it is loading), what its policy does with a \
            second call, cancel, dismiss, its retries and timeout. Each stream's, and the \
            actions your reducer logic handles. These are the transitions the generated \
            reducer guards and the generated transition tests take. GitHub, GitLab and DocC \
            draw a ```mermaid block of it as a picture:

              reduxgen diagram Specs/TeamChat.yaml > Docs/TeamChat.mmd
            """,
        arguments: [
            ArgumentDescription(valueName: "spec", help: "A feature spec (*.yaml, *.yml).")
        ])

    /// `reduxgen schema`: prints the JSON Schema of specs.
    static let schema = CommandDescription(
        identity: .schema,
        path: ["reduxgen", "schema"],
        abstract: "Print a JSON Schema (draft-07) of feature specs, for completion and checks in editors.",
        discussion: """
            Save it at the package's root (a .json file among a target's sources is a file \
            SwiftPM warns about) and name it in a modeline on a spec's first line, by a path \
            relative to the spec; yaml-language-server (VS Code's YAML extension, and other \
            editors' YAML support) then completes keys, shows what each means and flags \
            misspelt ones:

              reduxgen schema > reduxgen.schema.json
              # yaml-language-server: $schema=../../reduxgen.schema.json
            """)

    /// `reduxgen templates`: lists the default templates; `templates cat NAME` prints one,
    /// to start a template of your own from it.
    static let templates = CommandDescription(
        identity: .templates,
        path: ["reduxgen", "templates"],
        abstract: "List the default templates, print one to start your own from, or print the names they use.",
        discussion: """
            To change what reduxgen writes, print a default template into a folder of your \
            own, edit it, and pass that folder with --templates: templates there replace \
            their namesakes, the others stay the defaults.

              mkdir MyTemplates
              reduxgen templates cat Loader > MyTemplates/Loader.mustache
              reduxgen Specs --output Generated --templates MyTemplates
            """,
        subcommands: [listTemplates, catTemplate, templateNames],
        defaultSubcommand: "list")

    /// `reduxgen templates list`.
    static let listTemplates = CommandDescription(
        identity: .listTemplates,
        path: ["reduxgen", "templates", "list"],
        abstract: "List the default templates and the files they write.")

    /// `reduxgen templates cat NAME`.
    static let catTemplate = CommandDescription(
        identity: .catTemplate,
        path: ["reduxgen", "templates", "cat"],
        abstract: "Print a default template.",
        arguments: [
            ArgumentDescription(valueName: "name", help: "The template's name: \(listing(TemplateCatalog.names, or: "or")).")
        ])

    /// `reduxgen templates names`.
    static let templateNames = CommandDescription(
        identity: .templateNames,
        path: ["reduxgen", "templates", "names"],
        abstract: "Print every name a template can use, with its kind and the version of the names.",
        discussion: """
            A template says which version of the names it was written for on its second line, \
            \(TemplateNames.versionPragma); a reduxgen whose names differ reports that line \
            instead of writing code from names that changed.
            """)

    /// `reduxgen outputs PATH... --output DIR`: the files `generate` writes at every run, for
    /// build systems that list a step's outputs before it runs.
    static let outputs = CommandDescription(
        identity: .outputs,
        path: ["reduxgen", "outputs"],
        abstract: "Print the path of every file that generate writes for these specs at every run.",
        discussion: """
            One path a line, known from the specs' file names alone, before anything is \
            generated: what a build step lists as its outputs (Xcode's output file lists, a \
            Makefile's targets). Skeletons, written once and yours afterwards, are not listed. \
            Scripts/reduxgen-build-phase.sh takes its list from here.

              reduxgen outputs Specs --output Generated
            """,
        arguments: [
            ArgumentDescription(valueName: "path", help: "Spec files (*.yaml, *.yml) or folders to search for them, as generate takes them.", repeats: true)
        ],
        options: outputsOptions.map(\.description))

    /// The options of `outputs`.
    static let outputsOptions: [DeclaredOption<OutputsOptions>] = [
        .required("output", short: "o", valueName: "dir", help: "The folder generate writes the files to.", \.output)
    ]

    /// `<Feature>State.swift, <Feature>Action.swift and <Feature>Reducer.swift`: the files of
    /// `parts`, for the help text.
    private static func files(_ parts: [FilePart]) -> String {
        listing(parts.map { $0.fileName(for: "<Feature>") }, or: "and")
    }

    /// `a, b and c` (or `a, b or c`).
    private static func listing(_ words: [String], or conjunction: String) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `reduxgen help [SUBCOMMAND...]`: the help of a command, as its `--help` prints it;
    /// `reduxgen help spec`: every key of the spec language (`SpecReference`).
    static let help = CommandDescription(
        identity: .help,
        path: ["reduxgen", "help"],
        abstract: "Show subcommand help information, or with 'spec', every key of a spec.",
        arguments: [ArgumentDescription(valueName: "subcommands", help: "The subcommand to show help for, or 'spec'.", repeats: true, isOptional: true)],
        isHidden: true)
}
