// Debian's libpq-dev puts the header in /usr/include/postgresql.
#include <postgresql/libpq-fe.h>
