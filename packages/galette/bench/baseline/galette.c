/*
 * Galette toxique: the nimber of the empty R x C cake, in plain C. A baseline for the TypeScript
 * solver of @cgkit/galette (see ../baseline.ts, which compiles this file with gcc -O2 and runs it),
 * written apart from it, on the same algorithm:
 *
 *   - a position splits into independent parts (open portions linked through legal 2x2 windows);
 *     its value is the XOR of theirs;
 *   - a part keeps the portions its windows cover (free) and its open portions, cropped; open
 *     portions lying in exactly the same windows ("twins") are merged into the first (row-major);
 *     parts two portions high or wide are heap games (two sequences, no search); the key is the
 *     least image under the symmetries of the box, compared as the sequence
 *     free row 0, open row 0, free row 1, ... (tall parts are transposed first);
 *   - the value of a part is the mex over its distinct bites of the XOR of the parts each leaves,
 *     searched depth first and memoized in an open-addressing hash table (linear probing).
 *
 * With the same canonical forms the search meets the same parts as the TypeScript solver, so the
 * count of parts searched printed here is a check that the two solve the same problem.
 *
 * Usage: galette ROWS COLS [LOAD]
 * LOAD (default 0.5) is the share of the table filled before it doubles: 0.7 lets the 8 x 8 cake
 * (167.6 million parts) stay in a table of 2^28 entries (8 GiB) instead of doubling to 2^29.
 * prints {"rows":R,"cols":C,"value":v,"parts":n,"seconds":wall,"cpuSeconds":cpu,"peakMiB":m}
 * (times of the search alone; peak resident memory of the process)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#define MAXH 32
#define KEY_WORDS 3 /* 192 bits: a 10-bit header and 2 bits per portion, H * W <= 91 */

typedef struct {
  int h, w;
  uint32_t free[MAXH];
  uint32_t open[MAXH];
} Part;

/* ---------------------------------------------------------------- heap game of two-row strips */

static uint16_t *strip_open, *strip_walled;
static int strip_known = -1;

static void strips_extend(int n) {
  if (n <= strip_known) return;
  strip_open = realloc(strip_open, sizeof(uint16_t) * (n + 1));
  strip_walled = realloc(strip_walled, sizeof(uint16_t) * (n + 1));
  static int seen[1 << 16];
  static int stamp = 0;
  for (int k = strip_known + 1; k <= n; k++) {
    stamp++;
    for (int i = 0, j = k - 2; i <= j; i++, j--) seen[strip_open[i] ^ strip_open[j]] = stamp;
    int mex = 0;
    while (seen[mex] == stamp) mex++;
    strip_walled[k] = (uint16_t)mex;
    if (k >= 1) seen[strip_open[k - 1]] = stamp;
    while (seen[mex] == stamp) mex++;
    strip_open[k] = (uint16_t)mex;
  }
  strip_known = n;
}

/* A run of `length` uneaten columns, with `open_ends` ends against an eaten column. */
static int strip_value(int length, int open_ends) {
  strips_extend(length);
  return open_ends == 0 ? strip_walled[length] : strip_open[length];
}

/* ---------------------------------------------------------------------------- hash table */

typedef struct {
  uint64_t key[KEY_WORDS];
  uint32_t value;
  uint32_t pad;
} Entry;

static Entry *table;
static uint64_t table_mask;
static uint64_t table_count;
static double table_load = 0.5;

static uint64_t hash_key(const uint64_t *k) {
  uint64_t h = k[0] * 0x9e3779b97f4a7c15ull;
  for (int i = 1; i < KEY_WORDS; i++) h = (h ^ (h >> 29) ^ k[i]) * 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 32);
}

static void table_init(int bits) {
  table = calloc((size_t)1 << bits, sizeof(Entry));
  if (table == NULL) {
    fprintf(stderr, "galette: out of memory\n");
    exit(1);
  }
  table_mask = ((uint64_t)1 << bits) - 1;
  table_count = 0;
}

static int table_get(const uint64_t *k) {
  for (uint64_t i = hash_key(k) & table_mask;; i = (i + 1) & table_mask) {
    Entry *e = &table[i];
    if (e->key[0] == 0) return -1;
    if (memcmp(e->key, k, sizeof e->key) == 0) return (int)e->value;
  }
}

static void table_put_raw(const uint64_t *k, uint32_t value) {
  for (uint64_t i = hash_key(k) & table_mask;; i = (i + 1) & table_mask) {
    Entry *e = &table[i];
    if (e->key[0] == 0) {
      memcpy(e->key, k, sizeof e->key);
      e->value = value;
      table_count++;
      return;
    }
  }
}

static void table_put(const uint64_t *k, uint32_t value) {
  if ((double)(table_count + 1) > table_load * (double)(table_mask + 1)) {
    Entry *old = table;
    uint64_t old_size = table_mask + 1;
    int bits = 0;
    while (((uint64_t)1 << bits) < 2 * old_size) bits++;
    table_init(bits);
    for (uint64_t i = 0; i < old_size; i++) {
      if (old[i].key[0] != 0) table_put_raw(old[i].key, old[i].value);
    }
    free(old);
  }
  table_put_raw(k, value);
}

/* ---------------------------------------------------------------------------- geometry */

static uint8_t reversed_byte[256];

static void init_reverse(void) {
  for (int i = 0; i < 256; i++) {
    int r = 0;
    for (int b = 0; b < 8; b++) r |= ((i >> b) & 1) << (7 - b);
    reversed_byte[i] = (uint8_t)r;
  }
}

/* The lowest `width` bits of x in reverse order. */
static inline uint32_t reverse(uint32_t x, int width) {
  uint32_t r = ((uint32_t)reversed_byte[x & 255] << 24) | ((uint32_t)reversed_byte[(x >> 8) & 255] << 16) |
               ((uint32_t)reversed_byte[(x >> 16) & 255] << 8) | reversed_byte[x >> 24];
  return r >> (32 - width);
}

static int popcount(uint32_t x) { return __builtin_popcount(x); }

/* legal[r]: bit c when the window with top-left portion (r, c) lies on free portions. */
static void legal_windows(int h, const uint32_t *free, uint32_t *legal) {
  for (int r = 0; r + 1 < h; r++) {
    uint32_t both = free[r] & free[r + 1];
    legal[r] = both & (both >> 1);
  }
  legal[h - 1] = 0;
}

/* Row i of symmetric image k of the H x W part in (free, open) = (plain | turned). */
static inline void image_row(const Part *plain, const Part *turned, int k, int i, uint32_t *f,
                             uint32_t *o) {
  const Part *src = (k & 4) ? turned : plain;
  int j = (k & 1) ? src->h - 1 - i : i;
  uint32_t a = src->free[j], b = src->open[j];
  if (k & 2) {
    a = reverse(a, src->w);
    b = reverse(b, src->w);
  }
  *f = a;
  *o = b;
}

static void transpose(const Part *from, Part *to) {
  to->h = from->w;
  to->w = from->h;
  for (int c = 0; c < from->w; c++) {
    uint32_t f = 0, o = 0;
    for (int r = 0; r < from->h; r++) {
      f |= ((from->free[r] >> c) & 1u) << r;
      o |= ((from->open[r] >> c) & 1u) << r;
    }
    to->free[c] = f;
    to->open[c] = o;
  }
}

/* Compares images a and b row by row: < 0 when a is less. */
static int compare_images(const Part *plain, const Part *turned, int a, int b) {
  for (int i = 0; i < plain->h; i++) {
    uint32_t fa, oa, fb, ob;
    image_row(plain, turned, a, i, &fa, &oa);
    image_row(plain, turned, b, i, &fb, &ob);
    if (fa != fb) return fa < fb ? -1 : 1;
    if (oa != ob) return oa < ob ? -1 : 1;
  }
  return 0;
}

/*
 * Canonical form of the component `comp` (open portions, rows lo..hi) of a part of h rows whose
 * legal windows are `legal`. Returns -1 with the canonical part in *out, or the component's value
 * when it needs no search (no window, or a two-row strip).
 */
static int canonicalize(int h, const uint32_t *legal, const uint32_t *comp, int lo, int hi,
                        Part *out) {
  uint32_t touch[MAXH], cover[MAXH];
  memset(touch, 0, sizeof touch);
  int first = lo > 0 ? lo - 1 : 0;
  int last = hi < h - 2 ? hi : h - 2;
  uint32_t any = 0;
  for (int r = first; r <= last; r++) {
    uint32_t t = comp[r], b = comp[r + 1];
    touch[r] = legal[r] & (t | (t >> 1) | b | (b >> 1));
    any |= touch[r];
  }
  if (any == 0) return 0;
  int r0 = -1, r1 = -1;
  uint32_t cols = 0;
  for (int r = 0; r < h; r++) {
    uint32_t above = r > 0 ? touch[r - 1] : 0;
    cover[r] = touch[r] | (touch[r] << 1) | above | (above << 1);
    if (cover[r] != 0) {
      if (r0 < 0) r0 = r;
      r1 = r;
      cols |= cover[r];
    }
  }
  int c0 = __builtin_ctz(cols);
  int c1 = 31 - __builtin_clz(cols);
  int height = r1 - r0 + 1, width = c1 - c0 + 1;
  if (height == 2) {
    int length = popcount((comp[r0] | comp[r1]) >> c0);
    return strip_value(length, width - length);
  }
  if (width == 2) {
    int length = 0;
    for (int r = r0; r <= r1; r++) length += comp[r] != 0;
    return strip_value(length, height - length);
  }
  /* Twins: an open portion lying in exactly the windows of an earlier open neighbour (left,
   * up, up-left or up-right) is dropped; T(r)[c] below is window (r, c), and portion (r, c) lies
   * in windows (r-1, c-1), (r-1, c), (r, c-1), (r, c). Each test asks that the windows of the
   * two portions that are not shared be absent. */
  Part plain;
  plain.h = height;
  plain.w = width;
  for (int r = r0; r <= r1; r++) {
    uint32_t open = comp[r];
    uint32_t t0 = touch[r];
    uint32_t t1 = r >= 1 ? touch[r - 1] : 0;
    uint32_t t2 = r >= 2 ? touch[r - 2] : 0;
    uint32_t up = r > r0 ? comp[r - 1] : 0;
    uint32_t twins = 0;
    if ((open & ~t0) != 0) {
      twins |= open & (open << 1) & ~t1 & ~t0 & ~(t1 << 2) & ~(t0 << 2);
      twins |= open & up & ~(t0 << 1) & ~t0 & ~(t2 << 1) & ~t2;
      twins |= open & (up << 1) & ~t1 & ~(t0 << 1) & ~t0 & ~(t2 << 2) & ~(t2 << 1) & ~(t1 << 2);
      twins |= open & (up >> 1) & ~(t1 << 1) & ~(t0 << 1) & ~t0 & ~t2 & ~(t2 >> 1) & ~(t1 >> 1);
    }
    uint32_t kept = open & ~twins;
    plain.free[r - r0] = cover[r] >> c0;
    plain.open[r - r0] = kept >> c0;
  }
  if (height > width) {
    Part tall = plain;
    transpose(&tall, &plain);
  }
  Part turned;
  int images = 4;
  if (plain.h == plain.w) {
    transpose(&plain, &turned);
    images = 8;
  }
  /* The first rows usually decide; images tied on them are compared in full. */
  int best = 0;
  uint32_t best_free = plain.free[0], best_open = plain.open[0];
  int tied[8], ties = 0;
  tied[ties++] = 0;
  for (int k = 1; k < images; k++) {
    uint32_t f, o;
    image_row(&plain, &turned, k, 0, &f, &o);
    if (f < best_free || (f == best_free && o < best_open)) {
      best = k;
      best_free = f;
      best_open = o;
      ties = 0;
      tied[ties++] = k;
    } else if (f == best_free && o == best_open) {
      tied[ties++] = k;
    }
  }
  for (int i = 1; i < ties; i++)
    if (compare_images(&plain, &turned, tied[i], best) < 0) best = tied[i];
  out->h = plain.h;
  out->w = plain.w;
  for (int i = 0; i < plain.h; i++) image_row(&plain, &turned, best, i, &out->free[i], &out->open[i]);
  return -1;
}

static void pack_key(const Part *p, uint64_t *key) {
  memset(key, 0, sizeof(uint64_t) * KEY_WORDS);
  key[0] = (uint64_t)p->h | ((uint64_t)p->w << 5);
  int bit = 10;
  for (int i = 0; i < p->h; i++) {
    uint64_t row = (uint64_t)p->free[i] | ((uint64_t)p->open[i] << p->w);
    int n = 2 * p->w;
    key[bit >> 6] |= row << (bit & 63);
    if ((bit & 63) + n > 64) key[(bit >> 6) + 1] |= row >> (64 - (bit & 63));
    bit += n;
  }
}

/* ------------------------------------------------------------------------------- search */

static uint64_t parts_searched;

/* Floods the component of the first open portion of rest (through legal windows), into comp. */
static void flood(int h, const uint32_t *legal, const uint32_t *rest, uint32_t *comp, int *lo,
                  int *hi) {
  int seed = 0;
  while (rest[seed] == 0) seed++;
  memset(comp, 0, sizeof(uint32_t) * h);
  comp[seed] = rest[seed] & -rest[seed];
  int top = seed, bottom = seed;
  int changed = 1;
  while (changed) {
    changed = 0;
    for (int pass = 0; pass < 2; pass++) {
      for (int s = 0; s + 1 < h; s++) {
        int r = pass == 0 ? s : h - 2 - s;
        uint32_t t = comp[r], b = comp[r + 1];
        uint32_t reached = legal[r] & (t | (t >> 1) | b | (b >> 1));
        if (reached == 0) continue;
        /* Windows c and c + 1 are linked when a portion they share is open. */
        uint32_t links = legal[r] & (legal[r] >> 1) & ((rest[r] | rest[r + 1]) >> 1);
        /* Spread along runs of links, doubling the reach at each step. */
        uint32_t up = links << 1, down = links;
        for (int shift = 1; shift < 32; shift <<= 1) {
          reached |= (up & (reached << shift)) | (down & (reached >> shift));
          up &= up << shift;
          down &= down >> shift;
        }
        uint32_t covered = reached | (reached << 1);
        uint32_t nt = t | (rest[r] & covered), nb = b | (rest[r + 1] & covered);
        if (nt != t || nb != b) {
          comp[r] = nt;
          comp[r + 1] = nb;
          changed = 1;
          if (r < top) top = r;
          if (r + 1 > bottom) bottom = r + 1;
        }
      }
      /* Usually one component is left: stop as soon as it holds every open portion. */
      int all = 1;
      for (int r = 0; r < h && all; r++) all = comp[r] == rest[r];
      if (all) {
        changed = 0;
        break;
      }
    }
  }
  *lo = top;
  *hi = bottom;
}

static int solve(const Part *p, const uint64_t *key);

static int part_value(const Part *child) {
  uint64_t key[KEY_WORDS];
  pack_key(child, key);
  int known = table_get(key);
  return known >= 0 ? known : solve(child, key);
}

static int solve(const Part *p, const uint64_t *key) {
  parts_searched++;
  const int h = p->h;
  uint32_t legal[MAXH];
  legal_windows(h, p->free, legal);
  uint8_t seen[1024];
  int max_option = -1;
  for (int r = 0; r + 1 < h; r++) {
    uint32_t top = p->open[r], bottom = p->open[r + 1];
    uint32_t playable = legal[r] & (top | (top >> 1) | bottom | (bottom >> 1));
    /* A bite eating exactly the open portions of an earlier overlapping bite (left, up,
     * up-left, up-right) is skipped: the portions of either window but not both are eaten. */
    uint32_t o0 = r >= 1 ? p->open[r - 1] : 0, o1 = top, o2 = bottom;
    uint32_t l1 = r >= 1 ? legal[r - 1] : 0;
    uint32_t pairs0 = o0 | (o0 >> 1), pairs2 = o2 | (o2 >> 1);
    uint32_t columns = o1 | o2;
    uint32_t repeated = (legal[r] << 1) & ~(columns << 1) & ~(columns >> 1);
    repeated |= l1 & ~pairs0 & ~pairs2;
    repeated |= (l1 << 1) & ~(o1 >> 1) & ~pairs2 & ~(pairs0 << 1) & ~(o1 << 1);
    repeated |= (l1 >> 1) & ~o1 & ~pairs2 & ~(pairs0 >> 1) & ~(o1 >> 2);
    playable &= ~repeated;
    for (; playable != 0; playable &= playable - 1) {
      int c = __builtin_ctz(playable);
      uint32_t rest[MAXH];
      memcpy(rest, p->open, sizeof(uint32_t) * h);
      rest[r] &= ~(3u << c);
      rest[r + 1] &= ~(3u << c);
      int x = 0;
      for (;;) {
        int any = 0;
        for (int i = 0; i < h; i++) any |= rest[i] != 0;
        if (!any) break;
        uint32_t comp[MAXH];
        int lo, hi;
        flood(h, legal, rest, comp, &lo, &hi);
        for (int i = lo; i <= hi; i++) rest[i] &= ~comp[i];
        Part child;
        int v = canonicalize(h, legal, comp, lo, hi, &child);
        x ^= v >= 0 ? v : part_value(&child);
      }
      while (max_option < x) seen[++max_option] = 0;
      seen[x] = 1;
    }
  }
  int mex = 0;
  while (mex <= max_option && seen[mex]) mex++;
  table_put(key, (uint32_t)mex);
  return mex;
}

/* The value of the empty rows x cols cake. */
static int empty_cake(int rows, int cols) {
  int short_side = rows < cols ? rows : cols;
  int long_side = rows < cols ? cols : rows;
  if (short_side == 1) return 0;
  if (short_side == 2) return strip_value(long_side, 0);
  /* Rows along the shorter side, so a row fits in a word. */
  int h = long_side, w = short_side;
  uint32_t free[MAXH], legal[MAXH], comp[MAXH];
  for (int r = 0; r < h; r++) free[r] = comp[r] = (1u << w) - 1;
  legal_windows(h, free, legal);
  Part root;
  int v = canonicalize(h, legal, comp, 0, h - 1, &root);
  return v >= 0 ? v : part_value(&root);
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: galette ROWS COLS [LOAD]\n");
    return 2;
  }
  if (argc == 4) table_load = atof(argv[3]);
  if (!(table_load >= 0.1 && table_load <= 0.9)) {
    fprintf(stderr, "galette: LOAD must be between 0.1 and 0.9\n");
    return 2;
  }
  int rows = atoi(argv[1]), cols = atoi(argv[2]);
  int short_side = rows < cols ? rows : cols;
  int long_side = rows < cols ? cols : rows;
  if (rows < 1 || cols < 1 || long_side >= MAXH || 10 + 2 * rows * cols > 64 * KEY_WORDS) {
    fprintf(stderr, "galette: %d x %d is beyond this baseline\n", rows, cols);
    return 2;
  }
  (void)short_side;
  init_reverse();
  table_init(20);
  struct timespec t0, t1;
  clock_t c0 = clock();
  clock_gettime(CLOCK_MONOTONIC, &t0);
  int value = empty_cake(rows, cols);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
  double seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  printf("{\"rows\":%d,\"cols\":%d,\"value\":%d,\"parts\":%llu,\"seconds\":%.6f,"
         "\"cpuSeconds\":%.6f,\"peakMiB\":%.1f}\n",
         rows, cols, value, (unsigned long long)parts_searched, seconds, cpu,
         usage.ru_maxrss / 1024.0);
  return 0;
}
