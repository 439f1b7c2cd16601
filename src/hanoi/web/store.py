"""Games and sessions by id, in memory: the least recently used are forgotten so that memory stays bounded.

>>> from dataclasses import dataclass
>>> @dataclass
... class Item:
...     id: str
>>> store: Store[Item] = Store(limit=1)
>>> _ = store.add(Item("a")); _ = store.add(Item("b"))
>>> len(store), store.get("b").id
(1, 'b')
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from hanoi.web.errors import GameNotFound

__all__ = ["Store", "new_id"]


class _HasId(Protocol):
    id: str


Item = TypeVar("Item", bound=_HasId)


def new_id() -> str:
    """A fresh, unguessable id (12 random bytes, URL-safe) that starts with a letter or a digit.

    An id starting with ``-`` would be read as a formula by spreadsheets, so the export
    would have to escape it; such ids are never chosen.

    >>> len(new_id()), new_id() != new_id(), all(new_id()[0].isalnum() for _ in range(200))
    (16, True, True)
    """
    while True:
        token = secrets.token_urlsafe(12)
        if token[0].isalnum():  # 62 of 64 first characters: about one draw in 32 is drawn again
            return token


class Store(Generic[Item]):
    """Items by id, forgetting the least recently used beyond ``limit``.

    >>> from types import SimpleNamespace
    >>> store: Store[SimpleNamespace] = Store(limit=2)
    >>> first, second = store.add(SimpleNamespace(id="1")), store.add(SimpleNamespace(id="2"))
    >>> store.get("1") is first
    True
    >>> _ = store.add(SimpleNamespace(id="3"))  # forgets "2", the least recently used
    >>> store.get("2")
    Traceback (most recent call last):
    ...
    hanoi.web.errors.GameNotFound: '2'
    """

    def __init__(self, limit: int = 10_000, *, on_forget: Callable[[Item], None] | None = None) -> None:
        self._items: OrderedDict[str, Item] = OrderedDict()
        self._lock = threading.Lock()
        self.limit = limit
        self.on_forget = on_forget  # told of every item forgotten or removed (its hint table may stop)

    def add(self, item: Item) -> Item:
        """Keep ``item`` under its id, forgetting the least recently used beyond the limit; return it.

        >>> from types import SimpleNamespace
        >>> store: Store[SimpleNamespace] = Store(limit=2)
        >>> items = [store.add(SimpleNamespace(id=str(i))) for i in range(3)]
        >>> len(store), store.get("2") is items[2]
        (2, True)
        """
        forgotten = []
        with self._lock:
            self._items[item.id] = item
            while len(self._items) > self.limit:
                forgotten.append(self._items.popitem(last=False)[1])
        if self.on_forget is not None:
            for old in forgotten:
                self.on_forget(old)
        return item

    def remove(self, key: str) -> Item:
        """Forget the item with id ``key`` now and return it; raise :class:`GameNotFound` if none.

        >>> from types import SimpleNamespace
        >>> gone = []
        >>> store: Store[SimpleNamespace] = Store(on_forget=gone.append)
        >>> _ = store.add(SimpleNamespace(id="a"))
        >>> store.remove("a").id, len(store), [item.id for item in gone]
        ('a', 0, ['a'])
        """
        with self._lock:
            item = self._items.pop(key, None)
        if item is None:
            raise GameNotFound(key)
        if self.on_forget is not None:
            self.on_forget(item)
        return item

    def get(self, key: str) -> Item:
        """The item with id ``key``, now the most recently used; raise :class:`GameNotFound` if none.

        >>> Store().get("nothing")
        Traceback (most recent call last):
        ...
        hanoi.web.errors.GameNotFound: 'nothing'
        """
        with self._lock:
            try:
                self._items.move_to_end(key)
                return self._items[key]
            except KeyError:
                raise GameNotFound(key) from None

    def find(self, key: str) -> Item | None:
        """The item with id ``key``, or None.

        >>> print(Store().find("nothing"))
        None
        """
        try:
            return self.get(key)
        except GameNotFound:
            return None

    def __len__(self) -> int:
        return len(self._items)
