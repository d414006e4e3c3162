#include <sqlite3.h>

/// Turns SQLite's memory statistics off (SQLITE_CONFIG_MEMSTATUS 0) before the library's first
/// use, and returns SQLite's result code. The statistics take a global mutex at every
/// allocation and are never read by kakeibo; without them a command's first statement, which
/// parses the whole schema, costs about a tenth fewer instructions. `sqlite3_config` is
/// variadic, which Swift cannot call, hence this function.
static inline int kakeibo_sqlite3_stop_memory_statistics(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
