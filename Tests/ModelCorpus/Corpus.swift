// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReferenceModel

/// The drawn corpus: the harness of each feature, and the spec of each feature
/// and child, by name.
public enum ModelCorpus {
    @MainActor public static let harnesses: [String: any FeatureHarness.Type] = [
        "Drawn01": Drawn01Harness.self,
        "Drawn02": Drawn02Harness.self,
        "Drawn03": Drawn03Harness.self,
        "Drawn04": Drawn04Harness.self,
        "Drawn05": Drawn05Harness.self,
        "Drawn06": Drawn06Harness.self,
        "Drawn07": Drawn07Harness.self,
        "Drawn08": Drawn08Harness.self,
        "Drawn09": Drawn09Harness.self,
        "Drawn10": Drawn10Harness.self,
        "Drawn11": Drawn11Harness.self,
        "Drawn12": Drawn12Harness.self,
        "Drawn13": Drawn13Harness.self,
        "Drawn14": Drawn14Harness.self,
    ]

    public static let specs: [String: String] = [
        "Drawn01": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              searchValue: "[Int]"
              loadValue: Item?
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              search:
                success: "[Int]"
                into: { field: searchValue, mode: assign }
                policy: first
                on: [startUpdates]
                optimistic: true
                poll: 5
                cache: 5
              load:
                params: { ref: Int }
                success: Item
                failure: ModelFailure
                into: { field: loadValue, mode: assign }
                policy: queue
                on:
                  nudge: { ref: 'ref' }
                then: [search]
                optimistic: true
              save:
                params: Int
                reads: [page]
                success: Int
                policy: queue
                cancel: true
                when: 'state.ready'
                then: [search]
                poll: 5

            streams:
              updates: { element: Int }

            children:
              rows: { feature: Drawn01Row, collection: true }
              pane: { feature: Drawn01Pane, optional: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn01Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveValue: Item?

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: { text: String }
                reads: [id, ready, query]
                success: Item
                into: { field: saveValue, mode: assign }
                key: text
                poll: 5
            """#,
        "Drawn01Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              submitValue: "[Int]?"
              rateItems: "[Int]"
              rateError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              submit:
                params: { count: Int, text: String }
                reads: [page, ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: submitValue, mode: assign }
                policy: first
                timeout: 5
                on:
                  nudge: { count: 'ref', text: 'text' }
                when: 'state.ready'
                optimistic: true
              rate:
                success: "[Int]"
                into: { field: rateItems, mode: prepend }
                failureInto: rateError
                cancel: true
                timeout: 5
                when: 'state.page < 2'
                then: [bump]
            """#,
        "Drawn02": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Item]"
              rateValue: "[Item]"
              sendItems: "[Item]"
              rateError: "RequestError?"
              sendError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              load:
                reads: [query]
                success: Item
                into: { field: loadItems, mode: upsert }
                policy: concurrent
                cancel: true
                retry: { attempts: 2, backoff: 0.25 }
                when: 'state.ready'
                then: [send]
                optimistic: true
              rate:
                success: "[Item]"
                into: { field: rateValue, mode: assign }
                failureInto: rateError
                cancel: true
                retry: { attempts: 1, backoff: 0.5 }
                on: [poke]
                optimistic: true
              send:
                success: Item
                into: { field: sendItems, mode: upsert }
                failureInto: sendError
                when: '!state.query.isEmpty'

            children:
              rows: { feature: Drawn02Row, collection: true }
              pane: { feature: Drawn02Pane, optional: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn02Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                params: String
                reads: [id, page, ready]
                failure: ModelFailure
                policy: queue
                cancel: true
                dismiss: true
                retry: { attempts: 2, backoff: 0.5 }
            """#,
        "Drawn02Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                params: { ref: Int }
                reads: [ready, page]
                policy: first
                key: ref
                cancel: true
                then: [load]
              load:
                reads: [page]
                success: Int
                into: { field: loadItems, mode: append }
                dismiss: true
            """#,
        "Drawn03": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveItems: "[Item]"
              submitItems: "[Int]"
              saveByKey: "[Int: Int]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              saveError: "ModelFailure?"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              archive:
                params: { ref: Int }
                reads: [query]
                success: "[Item]"
                into: { field: archiveItems, mode: append }
                policy: first
                retry: { attempts: 2, backoff: 0.25 }
                timeout: 5
                optimistic: { onFailure: keep }
              submit:
                params: { text: String }
                success: Int
                into: { field: submitItems, mode: prepend }
                policy: first
                dismiss: true
                timeout: 1
              save:
                params: { ref: Int, count: Int }
                reads: [ready, page]
                success: Int
                failure: ModelFailure
                into: { field: saveByKey, mode: keyed }
                failureInto: saveError
                policy: first
                key: count
                cancel: true

            streams:
              updates: { element: Int }

            children:
              rows: { feature: Drawn03Row, collection: true }
              pane: { feature: Drawn03Pane, optional: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn03Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              submitValue: { type: String, default: '""' }
              rateError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                reads: [id, page]
                success: String
                failure: ModelFailure
                into: { field: submitValue, mode: assign }
                timeout: 2
                on: [poke]
                when: 'state.page < 2'
                then: [rate]
                cache: 1
              rate:
                reads: [id, ready]
                failureInto: rateError
                policy: concurrent
                on: [bump]
                poll: 5
            """#,
        "Drawn03Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                params: { text: String, ref: Int }
                success: "[Int]"
                into: { field: uploadItems, mode: prepend }
                policy: queue
                cancel: true
                retry: { attempts: 1, backoff: 0.5 }
                timeout: 5
                optimistic: { onFailure: keep }
                poll: 5
            """#,
        "Drawn04": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              rateValue: { type: String, default: '""' }
              syncItems: "[Item]"
              searchItems: "[Item]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              rate:
                params: { ref: Int, text: String }
                reads: [page]
                success: String
                into: { field: rateValue, mode: assign }
                policy: queue
                dismiss: true
                poll: 5
              sync:
                params: { count: Int, text: String }
                success: Item
                into: { field: syncItems, mode: prepend }
                policy: first
                key: count
                timeout: 1
                when: '!state.query.isEmpty'
                optimistic: true
              search:
                params: { ref: Int }
                reads: [page, query]
                success: Item
                failure: ModelFailure
                into: { field: searchItems, mode: upsert }
                policy: first
                key: ref
                dismiss: true

            children:
              rows: { feature: Drawn04Row, collection: true }
              pane: { feature: Drawn04Pane, optional: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn04Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              archive:
                params: { text: String, ref: Int }
                reads: [id]
                success: Item
                failure: ModelFailure
                into: { field: archiveItems, mode: prepend }
                timeout: 5
            """#,
        "Drawn04Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              submitItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                params: { ref: Int }
                reads: [page]
                failure: ModelFailure
                policy: first
                cancel: true
                debounce: 0.25
              submit:
                success: Item
                into: { field: submitItems, mode: upsert }
                policy: queue
                dismiss: true
                retry: { attempts: 2 }
                on: [setPage]
            """#,
        "Drawn05": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchValue: Int?
              lookupValue: Item?
              postItems: "[Int]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              fetchError: "ModelFailure?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              fetch:
                params: String
                reads: [query]
                success: Int
                failure: ModelFailure
                into: { field: fetchValue, mode: assign }
                failureInto: fetchError
                policy: first
                timeout: 5
                when: 'state.page < 2'
                then: [poke, post]
              lookup:
                params: Int
                reads: [query, page]
                success: Item
                into: { field: lookupValue, mode: assign }
                policy: first
                dismiss: true
                optimistic: true
              post:
                reads: [ready]
                success: "[Int]"
                into: { field: postItems, mode: prepend }
                policy: concurrent
                cancel: true
                dismiss: true
                on: [bump, setPage]

            streams:
              updates: { element: Int }

            children:
              rows: { feature: Drawn05Row, collection: true }
              pane: { feature: Drawn05Pane, optional: true }
            """#,
        "Drawn05Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                reads: [id, query]
                success: Item
                into: { field: uploadItems, mode: append }
                cancel: true
                dismiss: true
                debounce: 0.5
            """#,
        "Drawn05Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              fetchError: "RequestError?"
              sendError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                params: Int
                reads: [query]
                failureInto: fetchError
              send:
                params: { ref: Int }
                success: "[Item]"
                into: { field: sendItems, mode: upsert }
                failureInto: sendError
                policy: first
                cancel: true
                retry: { attempts: 1, backoff: 1 }
                cache: 5
            """#,
        "Drawn06": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              rateByKey: "[Int: Item]"
              saveItems: "[Item]"
              loadItems: "[Item]"

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              rate:
                params: { count: Int, ref: Int }
                reads: [page]
                success: Item
                failure: ModelFailure
                into: { field: rateByKey, mode: keyed }
                policy: first
                key: count
                cancel: true
                retry: { attempts: 2, backoff: 0.25 }
              save:
                success: "[Item]"
                into: { field: saveItems, mode: append }
                policy: concurrent
                timeout: 2
                when: '!state.query.isEmpty'
                then: [poke]
              load:
                params: String
                success: Item
                into: { field: loadItems, mode: prepend }
                policy: first
                cancel: true
                then: [bump, save]
                optimistic: { onFailure: keep }
                poll: 5

            children:
              rows: { feature: Drawn06Row, collection: true }
              pane: { feature: Drawn06Pane, optional: true }
            """#,
        "Drawn06Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Int]"
              sendError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                reads: [id]
                success: Int
                into: { field: sendItems, mode: prepend }
                failureInto: sendError
                cancel: true
                dismiss: true
                on: [setPage]
                then: [poke]
                optimistic: true
                poll: 5
            """#,
        "Drawn06Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchByKey: "[Int: String]"
              loadByKey: "[Int: String]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              fetch:
                params: { ref: Int }
                success: String
                into: { field: fetchByKey, mode: keyed }
                policy: first
                key: ref
                cancel: true
                debounce: 1
              load:
                params: { ref: Int }
                success: String
                into: { field: loadByKey, mode: keyed }
                policy: first
                key: ref
                dismiss: true
                on:
                  nudge: { ref: 'state.id' }
            """#,
        "Drawn07": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Int]"
              archiveValue: String?
              rateItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              uploadError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              upload:
                reads: [ready, page]
                success: Int
                into: { field: uploadItems, mode: append }
                failureInto: uploadError
                dismiss: true
                when: 'state.ready'
                then: [startUpdates]
              archive:
                params: Int
                reads: [page, ready]
                success: String
                into: { field: archiveValue, mode: assign }
                policy: first
                retry: { attempts: 1 }
                when: 'state.page < 2'
                then: [upload]
                optimistic: true
              rate:
                reads: [page]
                success: Item
                failure: ModelFailure
                into: { field: rateItems, mode: append }
                policy: concurrent
                on: [setPage, stopUpdates]
                optimistic: { onFailure: keep }

            streams:
              updates: { element: Int, on: [setReady] }

            children:
              rows: { feature: Drawn07Row, collection: true }
              pane: { feature: Drawn07Pane, optional: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn07Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendByKey: "[Int: Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: { ref: Int }
                reads: [id, page]
                success: Int
                into: { field: sendByKey, mode: keyed }
                key: ref
                when: 'state.ready'
            """#,
        "Drawn07Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Int]"
              rateItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                params: { ref: Int, count: Int }
                reads: [query, ready]
                success: Int
                failure: ModelFailure
                into: { field: uploadItems, mode: prepend }
                policy: concurrent
                then: [rate]
              rate:
                success: Item
                into: { field: rateItems, mode: upsert }
                policy: concurrent
                dismiss: true
                when: 'state.ready'
                optimistic: { onFailure: keep }
            """#,
        "Drawn08": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Item]"
              syncValue: "[Item]"
              rateItems: "[Int]"
              sendItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              syncError: "RequestError?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }

            requests:
              upload:
                params: String
                reads: [page]
                success: Item
                into: { field: uploadItems, mode: upsert }
                on:
                  nudge: 'state.query'
                when: '!state.query.isEmpty'
                cache: 1
              sync:
                params: { text: String, ref: Int }
                success: "[Item]"
                into: { field: syncValue, mode: assign }
                failureInto: syncError
                policy: first
                debounce: 0.25
                on:
                  nudge: { text: 'state.query', ref: 'state.page' }
                then: [rate]
                poll: 2
              rate:
                success: Int
                failure: ModelFailure
                into: { field: rateItems, mode: append }
                debounce: 0.5
                when: '!state.query.isEmpty'
                then: [bump]
              send:
                reads: [page, ready]
                success: "[Item]"
                into: { field: sendItems, mode: append }
                cancel: true
                timeout: 1
                debounce: 0.25
                on: [startUpdates]
                then: [rate]

            streams:
              updates: { element: Int }

            children:
              rows: { feature: Drawn08Row, collection: true }
            """#,
        "Drawn08Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendValue: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              send:
                params: String
                reads: [id, query]
                success: "[Item]"
                into: { field: sendValue, mode: assign }
                policy: first
                cancel: true
                on:
                  nudge: 'state.query'
                then: [poke]
              load:
                reads: [id]
                policy: first
                dismiss: true
                debounce: 0.5
                when: 'state.ready'
            """#,
        "Drawn09": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              lookupValue: "[Item]?"
              sendByKey: "[String: Item]"
              submitValue: Item?
              rateValue: String?
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              rateError: "ModelFailure?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }
              go:

            requests:
              lookup:
                params: String
                reads: [ready, page]
                success: "[Item]"
                failure: ModelFailure
                into: { field: lookupValue, mode: assign }
                policy: queue
                cancel: true
              send:
                params: { count: Int, text: String }
                success: Item
                into: { field: sendByKey, mode: keyed }
                key: text
                cancel: true
                dismiss: true
                on:
                  nudge: { count: 'state.page', text: 'text' }
                cache: 5
              submit:
                success: Item
                into: { field: submitValue, mode: assign }
                policy: first
                retry: { attempts: 2, backoff: 0.25 }
                timeout: 1
                on: [startUpdates]
                cache: 1
              rate:
                params: String
                success: String
                failure: ModelFailure
                into: { field: rateValue, mode: assign }
                failureInto: rateError
                on:
                  nudge: 'text'
                optimistic: true
                poll: 2

            streams:
              updates: { element: Int }

            children:
              rows: { feature: Drawn09Row, collection: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn09Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Item]"
              lookupError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id]
                success: Item
                into: { field: lookupItems, mode: upsert }
                failureInto: lookupError
                policy: first
                optimistic: { onFailure: keep }
            """#,
        "Drawn10": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveValue: "[Item]?"
              syncItems: "[Item]"
              lookupByKey: "[String: String]"
              searchItems: "[Int]"
              saveError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              save:
                params: String
                success: "[Item]"
                into: { field: saveValue, mode: assign }
                failureInto: saveError
                policy: first
                timeout: 1
                debounce: 0.5
                on:
                  nudge: 'state.query'
                then: [search]
              sync:
                params: { ref: Int }
                success: Item
                failure: ModelFailure
                into: { field: syncItems, mode: append }
                policy: first
                key: ref
                cancel: true
                retry: { attempts: 2 }
                timeout: 2
                on:
                  nudge: { ref: 'ref' }
                when: 'state.ready'
                then: [search]
              lookup:
                params: { text: String }
                reads: [ready]
                success: String
                into: { field: lookupByKey, mode: keyed }
                policy: first
                key: text
                retry: { attempts: 2, backoff: 0.25 }
                timeout: 2
              search:
                reads: [query, ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: searchItems, mode: append }
                policy: queue
                optimistic: { onFailure: keep }

            children:
              pane: { feature: Drawn10Pane, optional: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn10Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: { text: String, count: Int }
                success: "[Item]"
                into: { field: saveItems, mode: upsert }
                dismiss: true
                timeout: 2
                when: 'state.ready'
            """#,
        "Drawn11": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchItems: "[Item]"
              rateValue: "[Item]?"
              sendByKey: "[Int: String]"
              archiveValue: { type: String, default: '""' }
              rateError: "RequestError?"
              sendError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }

            requests:
              fetch:
                reads: [page, ready]
                success: Item
                into: { field: fetchItems, mode: upsert }
                cancel: true
                debounce: 0.25
                then: [poke]
              rate:
                params: { text: String }
                reads: [ready]
                success: "[Item]"
                into: { field: rateValue, mode: assign }
                failureInto: rateError
                policy: queue
              send:
                params: { ref: Int, count: Int }
                success: String
                into: { field: sendByKey, mode: keyed }
                failureInto: sendError
                key: ref
                cancel: true
                then: [bump]
              archive:
                reads: [page]
                success: String
                into: { field: archiveValue, mode: assign }
                retry: { attempts: 2, backoff: 0.25 }
                debounce: 1
                then: [poke]
                poll: 2
                cache: 1

            children:
              rows: { feature: Drawn11Row, collection: true }
            """#,
        "Drawn11Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              fetchValue: "[Item]"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                params: { count: Int }
                reads: [id]
                success: "[Item]"
                into: { field: fetchValue, mode: assign }
                policy: queue
                when: 'state.ready'
            """#,
        "Drawn12": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchItems: "[Int]"
              postItems: "[Item]"
              uploadItems: "[Item]"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              fetch:
                reads: [ready]
                success: "[Int]"
                into: { field: fetchItems, mode: prepend }
                policy: first
                cancel: true
                debounce: 0.5
              post:
                params: String
                success: "[Item]"
                into: { field: postItems, mode: append }
                policy: first
                timeout: 2
                on:
                  nudge: 'state.query'
                  setReady: 'state.query'
                then: [bump]
              upload:
                params: { count: Int, ref: Int }
                success: Item
                failure: ModelFailure
                into: { field: uploadItems, mode: upsert }
                dismiss: true
                when: 'state.page < 2'
                then: [bump]
                poll: 2
                cache: 5

            children:
              rows: { feature: Drawn12Row, collection: true }
              pane: { feature: Drawn12Pane, optional: true }
            """#,
        "Drawn12Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              rateItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                params: { ref: Int, text: String }
                reads: [id, ready, page]
                failure: ModelFailure
                policy: queue
                dismiss: true
                poll: 5
              rate:
                params: Int
                reads: [id]
                success: "[Int]"
                into: { field: rateItems, mode: append }
                policy: concurrent
                when: 'state.ready'
                optimistic: { onFailure: keep }
            """#,
        "Drawn12Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Item]"
              postValue: "[Int]"
              loadError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                params: { text: String }
                success: "[Item]"
                into: { field: loadItems, mode: upsert }
                failureInto: loadError
                retry: { attempts: 2 }
                then: [poke]
                optimistic: true
              post:
                params: { count: Int, ref: Int }
                reads: [query]
                success: "[Int]"
                into: { field: postValue, mode: assign }
                dismiss: true
                retry: { attempts: 2 }
                when: '!state.query.isEmpty'
                poll: 2
            """#,
        "Drawn13": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Item]"
              searchByKey: "[String: Int]"
              uploadByKey: "[String: Item]"
              syncItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              uploadError: "ModelFailure?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              save:
                params: Int
                reads: [query]
                success: "[Item]"
                failure: ModelFailure
                into: { field: saveItems, mode: append }
                policy: concurrent
                cancel: true
                on:
                  nudge: 'state.page'
                poll: 2
              search:
                params: { text: String }
                reads: [page]
                success: Int
                into: { field: searchByKey, mode: keyed }
                key: text
                on:
                  setQuery: { text: 'state.query' }
                optimistic: true
                cache: 5
              upload:
                params: { text: String }
                reads: [page, query]
                success: Item
                failure: ModelFailure
                into: { field: uploadByKey, mode: keyed }
                failureInto: uploadError
                key: text
                cancel: true
                retry: { attempts: 1, backoff: 1 }
                timeout: 1
                optimistic: true
              sync:
                params: { text: String }
                success: Item
                into: { field: syncItems, mode: append }
                policy: first
                poll: 5

            streams:
              updates: { element: Int }
            """#,
        "Drawn14": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              archiveByKey: "[Int: Item]"
              rateByKey: "[Int: Int]"
              syncByKey: "[Int: Int]"
              archiveError: "ModelFailure?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              archive:
                params: { count: Int }
                reads: [query]
                success: Item
                failure: ModelFailure
                into: { field: archiveByKey, mode: keyed }
                failureInto: archiveError
                key: count
                cancel: true
                poll: 5
              rate:
                params: { count: Int }
                reads: [page]
                success: Int
                into: { field: rateByKey, mode: keyed }
                key: count
                poll: 2
              sync:
                params: { count: Int, ref: Int }
                reads: [query]
                success: Int
                failure: ModelFailure
                into: { field: syncByKey, mode: keyed }
                policy: first
                key: count
                dismiss: true
                when: '!state.query.isEmpty'
                optimistic: true
                poll: 5
                cache: 5

            children:
              rows: { feature: Drawn14Row, collection: true }
              pane: { feature: Drawn14Pane, optional: true }
            """#,
        "Drawn14Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                reads: [id]
                success: "[Item]"
                into: { field: lookupItems, mode: upsert }
                timeout: 2
                when: 'state.page < 2'
                optimistic: { onFailure: keep }
                cache: 1
            """#,
        "Drawn14Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn14Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendValue: { type: Item, default: 'Item(id: 0, name: "")' }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: { ref: Int, count: Int }
                reads: [ready]
                success: Item
                into: { field: sendValue, mode: assign }
                optimistic: true
            """#,
    ]
}
