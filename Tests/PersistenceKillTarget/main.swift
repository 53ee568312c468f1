import Foundation
import ReduxRuntime
import ReduxTestSupport

// Saves the Notes feature's draft into a FileStorage again and again, until it is killed:
// `PersistenceKillTarget FOLDER`. It prints "ready" once its store has restored the record,
// then makes draft number 1, 2, … (see `PersistenceKillTests`), waiting for each save.

let folder = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)

@MainActor
func saveForever() async {
    let environment = StoreEnvironment(log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }, storage: FileStorage(folder: folder))
    let store = NotesReducer.store(environment: environment)
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    var draft = 0
    while true {
        draft += 1
        store.dispatch(.setDraft(PersistenceKillDrafts.draft(draft)))
        await store.settle()
    }
}

await saveForever()
