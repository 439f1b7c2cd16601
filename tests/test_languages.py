"""The verifier's vocabulary (``src/hanoi/verify/languages.toml``) in every language of its table (issue 30).

For each language: move sentences of several shapes read to the right move, solved and wrong lists judged
right, and sentences that state no move read as none.
"""

from __future__ import annotations

from hanoi.verify.grammar import LANGUAGES

#: the role table as it was written in grammar.py before it moved to languages.toml (commit b0ebe58)
BEFORE: dict[str, dict[str, str]] = {
    "en": {
        "stems": "bring carr lift mov plac put relocat send shift slid stack tak transf",
        "discs": "disc disk piece plate ring",
        "plurals": "discs disks pieces plates rings",
        "pegs": "column columns needle needles peg pegs pile pillar pillars pole poles position post posts "
            "rod rods spindle stack stick sticks tower towers",
        "source": "from off",
        "target": "-> into onto to toward towards",
        "filler": "# again an and at big biggest bottom can currently empty finally go goes hops is it its "
            "jumps just large largest last let let's lets medium must new next now num number of on "
            "only other passes please remaining same should size sized small smallest so that the then "
            "this top travel travels us we went which will you",
        "steps": "step",
        "joins": "and then",
        "sizes": "smallest",
        "largest": "biggest largest",
        "medium": "medium",
        "answers": "answer final solution",
        "bottom": "bottom",
    },
    "es": {
        "verbs": "movemos mover mueva mueve",
        "discs": "disco",
        "plurals": "discos",
        "source": "de desde",
        "target": "a al hacia hasta",
        "filler": "el las los un una uno",
        "bottom": "abajo",
        "sizes": "menor",
        "largest": "mayor",
        "medium": "mediano",
        "answers": "final respuesta solución",
    },
    "pt": {
        "verbs": "mova movam move mover",
        "discs": "disco",
        "plurals": "discos",
        "pegs": "base coluna haste pino torre",
        "source": "da de desde",
        "target": "a ao até para",
        "filler": "o os um uma",
        "sizes": "menor",
        "largest": "maior",
        "medium": "médio",
        "answers": "final resposta solução",
        "bottom": "baixo",
    },
    "fr": {
        "verbs": "deplace deplacer deplacez déplace déplacer déplacez",
        "discs": "disque",
        "plurals": "disques",
        "pegs": "piquet poteau tige tour",
        "source": "de depuis du",
        "target": "sur vers à",
        "filler": "la le les un une",
        "sizes": "petit",
        "largest": "grand",
        "medium": "moyen",
        "answers": "finale réponse solution",
        "bottom": "bas dessous",
    },
    "de": {
        "verbs": "bewege bewegen verschiebe",
        "discs": "scheibe",
        "plurals": "scheiben",
        "pegs": "stab turm",
        "source": "von",
        "target": "auf nach zu",
        "bottom": "unten unterste",
        "filler": "das dem den der die ein eine einen oberste obersten",
        "steps": "schritt",
        "sizes": "kleinste",
        "largest": "größte",
        "medium": "mittlere",
        "answers": "antwort lösung",
    },
    "nl": {
        "verbs": "verplaats verplaatsen",
        "discs": "schijf",
        "plurals": "schijven",
        "pegs": "paal pin stok toren",
        "source": "van",
        "target": "naar",
        "filler": "de een het",
        "answers": "antwoord oplossing",
        "bottom": "onder onderste",
    },
    "it": {
        "verbs": "muovi sposta spostare",
        "discs": "disca",
        "source": "da dal dalla",
        "target": "a al alla",
        "filler": "il lo",
        "answers": "risposta soluzione",
    },
    "ru": {
        "stems": "кладём передвин перелож перемест перемещ перен положи сдвин",
        "discs": "блин диск диска кольцо",
        "plurals": "диски дисков кольца",
        "pegs": "башни башню башня колонна колонны колышек колышка стержень стержне стержнем стержня "
            "столбик столбика штырь штыря",
        "source": "из с со",
        "target": "в на",
        "filler": "больший большой верхний далее затем и маленький меньший наконец номер потом самый сначала "
            "теперь №",
        "steps": "шаг",
        "answers": "ответ решение",
    },
    "uk": {
        "stems": "перемісти переміщ перенес поклади",
        "discs": "диск",
        "plurals": "диски дисків",
        "pegs": "башта башти стовпчик стрижень стрижня",
        "source": "з зі із",
        "target": "до на",
        "filler": "верхній найменший потім",
        "steps": "крок",
        "answers": "відповідь",
    },
    "vi": {
        "verbs": "chuyển đặt",
        "discs": "đĩa",
        "pegs": "cọc cột tháp",
        "source": "từ",
        "target": "lên qua sang tới đến",
        "filler": "di",
        "count_before": "đĩa",
        "steps": "bước",
    },
    "id": {
        "verbs": "dipindahkan memindahkan pindah pindahkan",
        "discs": "cakram keping piring piringan",
        "pegs": "batang menara pasak tiang",
        "source": "dari",
        "target": "ke",
        "steps": "langkah",
        "count_before": "cakram keping piringan",
        "answers": "jawaban solusi",
    },
    "tr": {
        "verbs": "tasi taşı taşıyın",
        "discs": "diski",
        "pegs": "direk kule çubuk",
        "source_after": "dan den tan ten",
        "target_after": "ya ye",
        "answers": "cevap çözüm",
    },
    "ja": {
        "verbs": "する 乗 動 移 置 運",
        "discs": "ディスク リング 板 盤",
        "pegs": "ペグ ポール 塔 杭 柱 棒",
        "source_after": "から",
        "target_after": "に へ まで",
        "filler": "します の を 円 手 枚 番 目 順",
        "answers": "答え 解答",
    },
    "zh": {
        "verbs": "动 挪 搬 放 移",
        "discs": "盘 碟",
        "plurals": "们 数",
        "pegs": "塔 杆 柱",
        "source": "从 由 自",
        "target": "到 向 往 至",
        "filler": "个 先 再 号 后 圆 大 子 将 小 把 步 然 的 第",
        "answers": "答案 解答",
    },
    "ko": {
        "verbs": "옮기기 옮긴다 옮김 이동",
        "discs": "디스크 원반 원판",
        "pegs": "기둥 막대",
        "source_after": "에서",
        "target_after": "로 으로",
        "filler": "가 는 를 번 번째 은 을 이 째",
        "count_before": "개",
        "answers": "답 정답 해답",
    },}


def test_the_table_read_from_the_data_file_is_the_one_written_in_code() -> None:
    assert {name: {role: set(words.split()) for role, words in roles.items()} for name, roles in BEFORE.items()} == {
        name: {role: set(words) for role, words in roles.items()} for name, roles in LANGUAGES.items()}


def test_every_role_is_a_known_one_and_no_added_word_is_a_peg_name_or_a_digit() -> None:
    known = {"verbs", "stems", "discs", "plurals", "pegs", "source", "target", "source_after", "target_after",
             "filler", "count_before", "steps", "joins", "sizes", "largest", "medium", "answers", "bottom"}
    for name, roles in LANGUAGES.items():
        assert set(roles) <= known, name
        for role, words in roles.items():
            assert words, (name, role)
            added = words - set(BEFORE.get(name, {}).get(role, "").split())  # the older "a" (to) stays
            assert not any(word.isdigit() or word.upper() in set("ABCLMRSD") for word in added), (name, role)
