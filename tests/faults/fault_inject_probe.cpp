// A program for fault_inject_test.cpp to run under the injector: it allocates on a second thread and before the
// marker (neither may count), then opens the marker (argv[1]) and makes eight allocations of every kind, and writes
// what became of them: "ok", "null" (NULL with ENOMEM; posix_memalign's ENOMEM) or "bad_alloc" (operator new threw), a
// word for each of malloc, calloc, malloc, realloc ("skipped" when that malloc failed), posix_memalign, aligned_alloc
// and one for the new std::string (two allocations: the object and its characters).
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cerrno>
#include <new>
#include <string>

namespace {

volatile int go = 0;
volatile int stopped = 0;
void* volatile kept;  // so that the compiler keeps every malloc and free below

void allocateAndFree(size_t n) {
  kept = malloc(n);
  free(kept);
}

void* churn(void*) {
  while (!go) usleep(100);
  for (int i = 0; i < 1000; ++i) allocateAndFree(size_t(32 + i));
  stopped = 1;
  return nullptr;
}

char out[256];

void say(const char* word) {
  strcat(out, *out ? " " : "");
  strcat(out, word);
}

void sayPointer(void* p) { say(p ? "ok" : errno == ENOMEM ? "null" : "null-without-ENOMEM"); }

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  pthread_t thread;
  if (pthread_create(&thread, nullptr, churn, nullptr) != 0) return 2;
  for (int i = 0; i < 100; ++i) allocateAndFree(64);  // before the marker: not counted
  int fd = open(argv[1], O_RDONLY | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) return 2;
  close(fd);
  go = 1;
  while (!stopped) usleep(100);  // the other thread's allocations happen while counting
  void* a = malloc(100);
  sayPointer(a);
  void* b = calloc(10, 10);
  sayPointer(b);
  void* c = malloc(10);
  sayPointer(c);
  void* grown = c ? realloc(c, 4000) : nullptr;  // on failure c stays as it was
  if (c)
    sayPointer(grown);
  else
    say("skipped");
  void* aligned = nullptr;
  const int rc = posix_memalign(&aligned, 64, 100);
  say(rc == 0 ? "ok" : rc == ENOMEM ? "null" : "other");
  void* d = aligned_alloc(64, 128);
  sayPointer(d);
  std::string* s = nullptr;
  try {
    s = new std::string(100, 'x');  // the string object, then its characters
    say("ok");
  } catch (const std::bad_alloc&) {
    say("bad_alloc");
  }
  strcat(out, "\n");
  if (write(1, out, strlen(out)) < 0) return 2;
  delete s;
  free(a);
  free(b);
  free(grown ? grown : c);
  free(aligned);
  free(d);
  pthread_join(thread, nullptr);
  return 0;
}
