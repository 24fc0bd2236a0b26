// The Chinese (traditional) glossary: the term the Chinese Wikipedia articles and Taiwan usage write for each concept,
// the terms it replaces (the decisions of issue 20), and the simplified-only characters no /zh/ running text may hold.
import type { Glossary } from './index';

export const zhGlossary: Glossary = {
  lang: 'zh',
  // A word in 「」 quotes a source or names a word: 「嗔猪」 is how the article writes it.
  quotation: /「[^「」]*」/u,
  entries: [
    { concept: 'promotion, to promote (已升級: promoted)', term: '升級', replaces: ['升變', '昇變'], note: 'As the articles 摩訶大大將棋 and 大將棋 write.' },
    { concept: 'the starting setup of a game', term: '開局配置', replaces: ['初始佈陣', '初始布局', '初期配置'], note: '初期配置 is Japanese.' },
    { concept: "a piece's starting square", term: '初始位置', replaces: ['初期位置'], note: '初期位置 is Japanese.' },
    {
      concept: 'a file line (on the same file: 同一縱線上)',
      term: '縱線',
      replaces: [/同一[筆筋]/u],
      note: '筆 was a slip, 筋 is Japanese. A file number (第12筋, as the legend explains it) is a different idea and stays.',
    },
    {
      concept: 'pig and rakshasa in running text (嗔豬, 奔豬, 羅剎)',
      term: '豬, 剎',
      replaces: ['猪', '刹'],
      note: 'The articles write 豬 13 times against 6, and Taiwan writes 豬 and 剎. 猪 and 刹 stay only inside a quotation of a source or a listing of simplified names (marked in the HTML, skipped by the test).',
    },
    { concept: 'a limited-range move', term: '限距離走法', replaces: ['限距離的走'] },
    { concept: 'the side to move', term: '走棋方', replaces: ['輪走方'] },
    { concept: 'in this variant', term: '在這種棋中', replaces: ['在本棋中'], note: '在本棋種中 is fine too.' },
    {
      concept: 'a dead piece (one that can never move again)',
      term: '死駒',
      replaces: ['死子'],
      note: 'The 大將棋 article writes 死駒, glossed 日文「死に駒」; explain it where it first appears on a page. 死子 is a captured stone in go.',
    },
    { concept: 'a pass, a waiting move', term: '待步', replaces: ['停着', '停著'], note: 'As the articles write.' },
    { concept: 'a written source', term: '文獻', replaces: ['史料'] },
    { concept: 'one of the variants (a kind of shogi)', term: '棋種', replaces: ['棋類'] },
    { concept: 'a slide (any distance along a line)', term: '直行', replaces: ['直走', '滑行'], allowedIn: ['一直走'] },
    { concept: 'a royal piece (king, prince, emperor)', term: '王將類棋子', replaces: ['王族棋子'] },
    { concept: 'the mini-board', term: '小棋盤', replaces: ['迷你棋盤'] },
    { concept: 'the promotion zone', term: '敵陣', replaces: ['升級區'], note: "The 大將棋 article's word." },
    {
      concept: 'capture conversion in Maka Dai Dai Shogi (the capturer 變成 法性 / 教王)',
      term: '變身',
      replaces: ['轉變', '轉身'],
      note: '變化 stays free: it is also a variation (a line of play).',
    },
    {
      concept: 'the sources named "some sources" and "most modern sources"',
      term: '其他資料, 多數現代資料',
      replaces: ['亦有資料', '現代多數資料', 'other sources', 'most modern sources'],
    },
  ],
};

/**
 * Characters that only simplified Chinese writes (their traditional forms in brackets would be 這個們…). Characters
 * that traditional text also uses in another sense (后 queen, 台, 只, 干, 里, 面, 云, 几, 着, 范, 准…) are left out:
 * a test must not fail on correct traditional text. The test adds the simplified letters of the pieces' own names
 * (狮 of 狮子, 将 of 泰将棋), so a new piece's name needs no edit here.
 */
export const SIMPLIFIED_ONLY = [
  '这个们为动会从仅众优传伤侧两严丧临举义乐习书买卖乱争亚产亲东丝专业与处击则刚创劝办务势区医华单卫厅历压厉县参双变叠叹吗听启员响唤团围图国圆场坏块坚坛垒声备复头夹奋妇学宾实宝寿对导将尽层属岁岛岭币师帅帐带帮庆库应废开张弯弹归当录彻径忆怀态总惊惯战扑执扩扫扬护报担拥拦择挡挥换损摆敌数斩断无旧时显晓暂术机权杀杂条来极构枪标栏树样桥检欢残毕气汇汉没济测湾满灭灯灵点烧热爱状犹狭猎献环现琐电画畅疗盖监盘矫确礼离种积称稳穷窍竞笔简类粮纪约级纳纵线练组细终经结绕绘给统继续维综绿缘编缩网罗罚罢联聪肃胁艺节苏荐获营虏虑虽补袭见观规视览觉触誉',
  '计订认讨让训议记讲许论设访证评识诉词译试诗话询该详语误说请诸读课谁调谈谓谢谱贝负贡财责败货质购贯贵费赋赏赖赛赞赢赶趋跃践踪车轨轩转轮软轻载较辅辆辈输边达迁过迈运还进远违连迟选逊递逻遗邻郑释钟钢钥铁铜银铺链销锁锋错键镜长门闪闭问闯闲间闹闻阅队阳阴阵阶际陆陈险随隐难雾静顶项顺须顾顿预领频题颜额风飞饭饮馆驱驶驻驾骂骑验鱼鲁鲜鸡鸣鸟鹰鹏鹤麦齐龄龙龟兽狮猪刹驹驴凤发',
].join('');
