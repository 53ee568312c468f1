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
              saveItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              searchIsLoading: { type: Bool, default: "false" }

            bindings:
              page:
              query:
              ready: { setter: readyChanged }

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
                loadingInto: searchIsLoading
                dismiss: true
                retry: { attempts: 2, backoff: 0.25 }
                on: [poke, startUpdates]
                poll: 2
              lookup:
                params: { ref: Int, count: Int }
                success: Item
                failure: ModelFailure
                policy: first
                dismiss: true
                on:
                  nudge: { ref: 'state.page', count: 'ref' }
                when: 'state.page < 2'
                cache: 1
              save:
                params: Int
                success: Item
                failure: ModelFailure
                into: { field: saveItems, mode: upsert }
                policy: concurrent
                cancel: true
                retry: { attempts: 1, backoff: 0.5 }
                optimistic: { onFailure: keep }

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
                params: String
                reads: [id, page]
                success: Item
                failure: ModelFailure
                into: { field: lookupItems, mode: append }
                policy: first
                dismiss: true
                retry: { attempts: 1, backoff: 0.25 }
                debounce: 1
                when: 'state.page < 2'
            """#,
        "Drawn01Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn01Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              fetchValue: "[Item]"
              lookupValue: Item?

            bindings:
              page:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:
              readyChanged: Bool

            requests:
              fetch:
                params: { ref: Int }
                reads: [ready]
                success: "[Item]"
                into: { field: fetchValue, mode: assign }
                policy: first
                cancel: true
                retry: { attempts: 1, backoff: 1 }
                then: [bump, lookup]
                cache: 1
              lookup:
                reads: [page]
                success: Item
                into: { field: lookupValue, mode: assign }
                policy: queue
            """#,
        "Drawn02": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveValue: "[Int]?"
              searchItems: "[Int]"
              lookupByKey: "[String: Item]"
              archiveError: "ModelFailure?"

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
                reads: [ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: archiveValue, mode: assign }
                failureInto: archiveError
                then: [poke]
                optimistic: true
                poll: 2
              search:
                params: { ref: Int, count: Int }
                success: Int
                into: { field: searchItems, mode: prepend }
                policy: first
                when: 'state.ready'
                then: [poke]
                optimistic: true
              lookup:
                params: { text: String }
                reads: [page]
                success: Item
                into: { field: lookupByKey, mode: keyed }
                key: text
                retry: { attempts: 2, backoff: 0.5 }
                debounce: 1
                poll: 5

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
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              postValue: "[Int]"

            bindings:
              query:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:
              readyChanged: Bool

            requests:
              upload:
                reads: [id, query]
                debounce: 0.5
                cache: 1
              post:
                reads: [id, query]
                success: "[Int]"
                failure: ModelFailure
                into: { field: postValue, mode: assign }
                policy: first
                dismiss: true
                debounce: 1
                when: 'state.ready'
                then: [poke]
            """#,
        "Drawn02Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn02Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Item]"
              sendItems: "[Item]"
              sendError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              load:
                params: { text: String }
                success: "[Item]"
                failure: ModelFailure
                into: { field: loadItems, mode: append }
                retry: { attempts: 1, backoff: 0.5 }
                when: 'state.page < 2'
                optimistic: { onFailure: keep }
                poll: 2
              send:
                params: { count: Int }
                reads: [ready]
                success: "[Item]"
                into: { field: sendItems, mode: upsert }
                failureInto: sendError
                key: count
                timeout: 2
                on:
                  nudge: { count: 'ref' }
                  setPage: { count: 'state.page' }
                when: 'state.page < 2'
            """#,
        "Drawn03": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupItems: "[Item]"
              loadValue: Int?
              fetchByKey: "[Int: Item]"
              rateItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              lookupIsLoading: { type: Bool, default: "false" }

            bindings:
              page:
              query:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:
              readyChanged: Bool
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              lookup:
                success: Item
                into: { field: lookupItems, mode: upsert }
                loadingInto: lookupIsLoading
                policy: first
                on: [startUpdates]
              load:
                params: { count: Int }
                reads: [page, ready]
                success: Int
                into: { field: loadValue, mode: assign }
                on:
                  nudge: { count: 'state.page' }
                  setPage: { count: 'state.page' }
                when: 'state.ready'
                then: [lookup]
                cache: 5
              fetch:
                params: { ref: Int }
                success: Item
                into: { field: fetchByKey, mode: keyed }
                policy: first
                key: ref
                on:
                  nudge: { ref: 'state.page' }
                  readyChanged: { ref: 'state.page' }
                when: 'state.ready'
                optimistic: true
                poll: 5
              rate:
                params: { text: String }
                reads: [query, page]
                success: Item
                into: { field: rateItems, mode: append }
                timeout: 5
                then: [lookup]
                optimistic: true
                poll: 2

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
              lookupValue: { type: String, default: '""' }
              lookupError: "RequestError?"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: { text: String }
                reads: [id]
                success: String
                into: { field: lookupValue, mode: assign }
                failureInto: lookupError
                policy: first
                timeout: 2
                optimistic: true
            """#,
        "Drawn03Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn03Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadByKey: "[Int: Int]"

            bindings:
              page:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                params: { count: Int }
                success: Int
                into: { field: uploadByKey, mode: keyed }
                policy: first
                key: count
                dismiss: true
                retry: { attempts: 2, backoff: 0.25 }
                optimistic: true
            """#,
        "Drawn04": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              archiveValue: "[Item]?"
              sendValue: { type: Item, default: 'Item(id: 0, name: "")' }
              loadItems: "[Int]"
              searchItems: "[Int]"
              archiveIsLoading: { type: Bool, default: "false" }
              sendError: "RequestError?"
              loadIsLoading: { type: Bool, default: "false" }
              searchError: "RequestError?"
              searchIsLoading: { type: Bool, default: "false" }

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
              archive:
                success: "[Item]"
                failure: ModelFailure
                into: { field: archiveValue, mode: assign }
                loadingInto: archiveIsLoading
                policy: queue
                cancel: true
                dismiss: true
              send:
                reads: [query]
                success: Item
                into: { field: sendValue, mode: assign }
                failureInto: sendError
                policy: queue
                cancel: true
                timeout: 5
              load:
                reads: [ready]
                success: Int
                into: { field: loadItems, mode: append }
                loadingInto: loadIsLoading
                cancel: true
                retry: { attempts: 2 }
                timeout: 5
                on: [bump]
              search:
                reads: [query]
                success: Int
                into: { field: searchItems, mode: prepend }
                failureInto: searchError
                loadingInto: searchIsLoading
                dismiss: true
                retry: { attempts: 2 }
                then: [poke, archive]
                optimistic: { onFailure: keep }

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
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendValue: { type: String, default: '""' }

            bindings:
              page:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:
              readyChanged: Bool

            requests:
              send:
                reads: [id, page]
                success: String
                into: { field: sendValue, mode: assign }
                dismiss: true
                on: [bump]
            """#,
        "Drawn04Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn04Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              archiveItems: "[Int]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                success: String
                failure: ModelFailure
                policy: concurrent
                dismiss: true
                retry: { attempts: 1, backoff: 0.25 }
              archive:
                params: { text: String }
                success: "[Int]"
                into: { field: archiveItems, mode: prepend }
                policy: first
                cancel: true
                dismiss: true
                when: 'state.ready'
                poll: 2
            """#,
        "Drawn05": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              searchByKey: "[Int: Int]"
              sendItems: "[Int]"
              rateValue: { type: String, default: '""' }
              archiveValue: "[Int]?"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              archiveIsLoading: { type: Bool, default: "false" }

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
              search:
                params: { count: Int }
                success: Int
                failure: ModelFailure
                into: { field: searchByKey, mode: keyed }
                key: count
                when: '!state.query.isEmpty'
                then: [bump]
              send:
                reads: [ready, query]
                success: "[Int]"
                into: { field: sendItems, mode: append }
                policy: queue
                cancel: true
                poll: 5
              rate:
                params: String
                success: String
                into: { field: rateValue, mode: assign }
                optimistic: true
              archive:
                params: String
                reads: [page]
                success: "[Int]"
                into: { field: archiveValue, mode: assign }
                loadingInto: archiveIsLoading
                policy: first
                cancel: true
                dismiss: true
                then: [poke]
                optimistic: true

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
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              submitItems: "[Int]"
              submitIsLoading: { type: Bool, default: "false" }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }

            requests:
              submit:
                params: { text: String, count: Int }
                reads: [id, page, ready]
                success: Int
                failure: ModelFailure
                into: { field: submitItems, mode: prepend }
                loadingInto: submitIsLoading
                dismiss: true
                debounce: 1
                on:
                  nudge: { text: 'text', count: 'state.id' }
            """#,
        "Drawn05Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn05Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendValue: "[Int]"
              postValue: Int?
              postError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              send:
                params: String
                reads: [query]
                success: "[Int]"
                failure: ModelFailure
                into: { field: sendValue, mode: assign }
                policy: first
                debounce: 1
              post:
                params: Int
                reads: [id]
                success: Int
                into: { field: postValue, mode: assign }
                failureInto: postError
                policy: first
                then: [bump]
                optimistic: true
                cache: 1
            """#,
        "Drawn06": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              uploadItems: "[Item]"
              syncItems: "[Item]"
              fetchValue: String?
              syncIsLoading: { type: Bool, default: "false" }
              archiveIsLoading: { type: Bool, default: "false" }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:

            requests:
              upload:
                reads: [ready, page]
                success: Item
                failure: ModelFailure
                into: { field: uploadItems, mode: upsert }
                policy: queue
                retry: { attempts: 1 }
                then: [bump]
                optimistic: true
              sync:
                params: Int
                reads: [ready, page]
                success: Item
                failure: ModelFailure
                into: { field: syncItems, mode: upsert }
                loadingInto: syncIsLoading
                policy: first
                debounce: 0.25
              archive:
                reads: [ready, page]
                failure: ModelFailure
                loadingInto: archiveIsLoading
                cancel: true
                timeout: 2
                debounce: 0.25
              fetch:
                reads: [page]
                success: String
                into: { field: fetchValue, mode: assign }
                policy: first
                retry: { attempts: 1, backoff: 0.5 }
                timeout: 2
                on: [bump]
                when: 'state.ready'
                optimistic: true

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
              lookupItems: "[Int]"
              lookupIsLoading: { type: Bool, default: "false" }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              lookup:
                params: { count: Int }
                reads: [id, page, ready]
                success: "[Int]"
                failure: ModelFailure
                into: { field: lookupItems, mode: append }
                loadingInto: lookupIsLoading
                policy: concurrent
                then: [poke]
            """#,
        "Drawn06Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn06Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Int]"
              loadIsLoading: { type: Bool, default: "false" }

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                success: Int
                into: { field: loadItems, mode: append }
                loadingInto: loadIsLoading
                policy: concurrent
                when: 'state.ready'
            """#,
        "Drawn07": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Item]"
              uploadItems: "[Int]"
              saveItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              saveError: "ModelFailure?"
              saveIsLoading: { type: Bool, default: "false" }

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              nudge: { ref: Int, text: String }
              addRow: { id: Int }
              removeRow: { id: Int }

            requests:
              load:
                params: Int
                success: Item
                into: { field: loadItems, mode: upsert }
                cancel: true
                then: [bump, save]
                cache: 5
              upload:
                params: { text: String }
                reads: [query]
                success: Int
                into: { field: uploadItems, mode: append }
                key: text
                on:
                  nudge: { text: 'state.query' }
                then: [bump]
              save:
                success: Item
                failure: ModelFailure
                into: { field: saveItems, mode: upsert }
                failureInto: saveError
                loadingInto: saveIsLoading
                on: [stopUpdates]
                then: [bump]
                cache: 1

            streams:
              updates: { element: Int, on: [setQuery] }

            children:
              rows: { feature: Drawn07Row, collection: true }
            """#,
        "Drawn07Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn07Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              syncItems: "[Item]"
              searchByKey: "[Int: Int]"
              syncError: "RequestError?"
              syncIsLoading: { type: Bool, default: "false" }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              sync:
                params: { ref: Int, count: Int }
                reads: [id]
                success: Item
                into: { field: syncItems, mode: upsert }
                failureInto: syncError
                loadingInto: syncIsLoading
                optimistic: { onFailure: keep }
              search:
                params: { ref: Int, count: Int }
                reads: [id]
                success: Int
                into: { field: searchByKey, mode: keyed }
                policy: first
                key: ref
                optimistic: true
            """#,
        "Drawn08": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              postByKey: "[String: Int]"
              lookupItems: "[Int]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              postError: "ModelFailure?"
              lookupError: "ModelFailure?"
              lookupIsLoading: { type: Bool, default: "false" }

            bindings:
              query:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:
              readyChanged: Bool
              addRow: { id: Int }
              removeRow: { id: Int }
              openPane: { id: Int }
              closePane:
              go:

            requests:
              save:
                params: { count: Int }
                reads: [query]
                policy: queue
                cancel: true
                when: 'state.ready'
                then: [bump]
              post:
                params: { count: Int, text: String }
                reads: [query]
                success: Int
                failure: ModelFailure
                into: { field: postByKey, mode: keyed }
                failureInto: postError
                key: text
                cancel: true
                timeout: 1
                cache: 5
              lookup:
                params: { ref: Int, text: String }
                reads: [ready, query]
                success: "[Int]"
                failure: ModelFailure
                into: { field: lookupItems, mode: prepend }
                failureInto: lookupError
                loadingInto: lookupIsLoading
                policy: concurrent
              rate:
                params: { count: Int }
                reads: [ready, query]
                success: String
                key: count
                cancel: true
                then: [bump]
                poll: 5
                cache: 5

            streams:
              updates: { element: Int }

            children:
              rows: { feature: Drawn08Row, collection: true }
              pane: { feature: Drawn08Pane, optional: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn08Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }

            bindings:
              page:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              submit:
                reads: [id, ready]
                cancel: true
                timeout: 1
                on: [poke]
                when: 'state.ready'
                cache: 1
            """#,
        "Drawn08Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn08Pane

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              uploadValue: "[Int]?"
              uploadError: "RequestError?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              upload:
                params: { count: Int, text: String }
                success: "[Int]"
                into: { field: uploadValue, mode: assign }
                failureInto: uploadError
            """#,
        "Drawn09": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn09

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              lookupItems: "[Item]"
              rateItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              rateIsLoading: { type: Bool, default: "false" }

            bindings: [page, query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              go:

            requests:
              send:
                params: { text: String }
                success: Item
                into: { field: sendItems, mode: prepend }
                key: text
                timeout: 5
                when: 'state.page < 2'
                then: [bump]
              lookup:
                params: String
                success: "[Item]"
                into: { field: lookupItems, mode: prepend }
                when: 'state.page < 2'
                then: [bump, rate]
              rate:
                reads: [page]
                success: "[Item]"
                into: { field: rateItems, mode: upsert }
                loadingInto: rateIsLoading
                policy: concurrent
                dismiss: true
                on: [poke, startUpdates]
                optimistic: { onFailure: keep }

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
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              postItems: "[Item]"
              lookupItems: "[Item]"

            bindings: [page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              post:
                reads: [id, page]
                success: "[Item]"
                failure: ModelFailure
                into: { field: postItems, mode: append }
                policy: first
                then: [poke]
                poll: 2
              lookup:
                reads: [id]
                success: "[Item]"
                failure: ModelFailure
                into: { field: lookupItems, mode: append }
                policy: queue
                dismiss: true
                timeout: 1
                on: [setPage]
                then: [post]
            """#,
        "Drawn10": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10

            state:
              page: { type: Int, default: '0' }
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              lookupValue: String?
              submitItems: "[Item]"
              loadValue: Item?
              lookupIsLoading: { type: Bool, default: "false" }
              submitError: "ModelFailure?"

            bindings:
              page:
              query:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              go:

            requests:
              lookup:
                params: { ref: Int, text: String }
                reads: [ready]
                success: String
                into: { field: lookupValue, mode: assign }
                loadingInto: lookupIsLoading
                policy: first
                debounce: 1
                when: 'state.ready'
              submit:
                success: Item
                failure: ModelFailure
                into: { field: submitItems, mode: append }
                failureInto: submitError
                on: [poke]
                when: '!state.query.isEmpty'
              load:
                params: { count: Int }
                success: Item
                into: { field: loadValue, mode: assign }
                key: count
                cancel: true
                optimistic: true
                cache: 5

            children:
              rows: { feature: Drawn10Row, collection: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn10Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn10Row

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              syncValue: String?
              syncError: "RequestError?"

            bindings:
              page:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:
              readyChanged: Bool

            requests:
              sync:
                params: String
                reads: [id, page]
                success: String
                into: { field: syncValue, mode: assign }
                failureInto: syncError
                policy: first
            """#,
        "Drawn11": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11

            state:
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              sendItems: "[Item]"
              searchItems: "[Item]"
              postItems: "[Int]"
              sendIsLoading: { type: Bool, default: "false" }
              searchError: "RequestError?"

            bindings: [page, ready]

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
              send:
                params: { count: Int }
                success: Item
                failure: ModelFailure
                into: { field: sendItems, mode: prepend }
                loadingInto: sendIsLoading
                policy: queue
                timeout: 5
                when: 'state.ready'
                poll: 5
              search:
                params: { count: Int, text: String }
                success: "[Item]"
                into: { field: searchItems, mode: prepend }
                failureInto: searchError
                policy: queue
                cancel: true
                dismiss: true
                retry: { attempts: 2, backoff: 1 }
                optimistic: { onFailure: keep }
              post:
                params: String
                success: Int
                into: { field: postItems, mode: append }
                policy: queue
                timeout: 5
                poll: 2
              save:
                params: Int
                success: Item
                dismiss: true
                retry: { attempts: 1, backoff: 1 }
                on:
                  nudge: 'state.page'
                  setPage: 'state.page'
                poll: 2

            children:
              rows: { feature: Drawn11Row, collection: true }
              pane: { feature: Drawn11Pane, optional: true }
            """#,
        "Drawn11Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              saveItems: "[Item]"

            bindings:
              query:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              save:
                params: { text: String }
                reads: [id, ready]
                success: Item
                into: { field: saveItems, mode: upsert }
                key: text
                then: [bump]
                optimistic: { onFailure: keep }
              upload:
                reads: [id]
                policy: first
                on: [poke, setQuery]
                when: 'state.ready'
                then: [bump]
            """#,
        "Drawn11Pane": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn11Pane

            state:
              id: Int
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadIsLoading: { type: Bool, default: "false" }

            bindings:
              page:
              ready: { setter: readyChanged }

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                params: { text: String }
                success: Item
                loadingInto: loadIsLoading
                policy: queue
            """#,
        "Drawn12": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn12

            state:
              query: { type: String, default: '""' }
              page: { type: Int, default: '0' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Item]"
              rateItems: "[Item]"
              fetchError: "RequestError?"

            bindings: [query, page, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              fetch:
                params: { count: Int }
                reads: [page]
                failureInto: fetchError
                debounce: 0.25
                when: 'state.ready'
              load:
                success: "[Item]"
                into: { field: loadItems, mode: upsert }
                timeout: 2
                on: [bump, setPage]
                poll: 5
              rate:
                success: Item
                failure: ModelFailure
                into: { field: rateItems, mode: prepend }
                policy: concurrent
                timeout: 5
                optimistic: { onFailure: keep }
            """#,
        "Drawn13": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13

            state:
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              loadItems: "[Int]"
              submitItems: "[Int]"
              sendItems: "[Item]"
              updatesItems: "[Int]"
              updatesFailures: { type: Int, default: '0' }
              sendIsLoading: { type: Bool, default: "false" }

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:
              addRow: { id: Int }
              removeRow: { id: Int }
              go:

            requests:
              load:
                reads: [ready, query]
                success: "[Int]"
                into: { field: loadItems, mode: append }
                policy: concurrent
                retry: { attempts: 2, backoff: 0.5 }
                on: [bump]
                then: [startUpdates]
                optimistic: { onFailure: keep }
                poll: 5
              search:
                reads: [query]
                policy: concurrent
                cancel: true
                dismiss: true
                retry: { attempts: 1, backoff: 0.25 }
                on: [stopUpdates]
                poll: 5
              submit:
                success: Int
                into: { field: submitItems, mode: prepend }
                policy: concurrent
                on: [bump]
                poll: 5
              send:
                params: { text: String }
                reads: [query]
                success: "[Item]"
                into: { field: sendItems, mode: prepend }
                loadingInto: sendIsLoading
                policy: concurrent
                retry: { attempts: 2 }
                timeout: 1
                then: [load]
                poll: 5

            streams:
              updates: { element: Int }

            children:
              rows: { feature: Drawn13Row, collection: true }

            routes:
              home:
              item: { ref: Int }
            navigation: stack
            """#,
        "Drawn13Row": #"""
            # Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.
            feature: Drawn13Row

            state:
              id: Int
              query: { type: String, default: '""' }
              ready: { type: Bool, default: 'true' }
              loadValue: Item?
              archiveError: "ModelFailure?"

            bindings: [query, ready]

            actions:
              bump:
              poke:
              resetStatuses:

            requests:
              load:
                reads: [id]
                success: Item
                into: { field: loadValue, mode: assign }
                policy: first
                retry: { attempts: 1, backoff: 1 }
                then: [archive]
                poll: 5
              archive:
                reads: [id]
                failure: ModelFailure
                failureInto: archiveError
                policy: first
                retry: { attempts: 2 }
                poll: 5
            """#,
    ]
}
