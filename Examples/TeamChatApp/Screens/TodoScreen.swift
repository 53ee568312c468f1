// A screen of an app target on Apple platforms, on the view models of TeamChatKit: it is not
// part of the package, which builds and tests on Linux, where SwiftUI does not exist. The
// README shows it.
import SwiftUI
import TeamChatKit

struct TodoScreen: View {
    @State var viewModel: TodoViewModel   // appStore.makeTodoViewModel()

    var body: some View {
        NavigationStack(path: $viewModel.path) {
            List(viewModel.rows) { row in
                HStack {
                    Button { viewModel.send(.rows(id: row.id, .toggle)) } label: {
                        Image(systemName: row.isDone ? "checkmark.circle.fill" : "circle")
                    }
                    Button(row.title) { viewModel.send(.openItem(row.id)) }
                }
            }
            .toolbar {
                Button("Settings") { viewModel.presented = .settings }
                Button("Sign out") { viewModel.send(.signOut) }
                Button("Clear completed") { viewModel.send(.clearCompleted) }
                    .disabled(!viewModel.canClearCompleted)
            }
            .navigationDestination(for: TodoRoute.self) { route in
                switch route {
                case .detail(let id): Text("To-do \(id)")
                case .signIn: Text("Sign in").navigationBarBackButtonHidden()  // nothing to go back to
                case .settings: EmptyView()  // a sheet (`presented`), never pushed
                }
            }
        }
        .sheet(item: $viewModel.presented) { _ in
            Picker("Show", selection: Binding(get: { viewModel.filter }, set: { viewModel.send(.setFilter($0)) })) {
                Text("All").tag(TodoFilter.all)
                Text("Active").tag(TodoFilter.active)
                Text("Completed").tag(TodoFilter.completed)
            }
        }
    }
}
