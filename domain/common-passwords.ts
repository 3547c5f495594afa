// The most common passwords that the length and letter-and-digit rules would otherwise accept:
// the first 1 000 such entries of the frequency-ordered list of leaked passwords that zxcvbn
// 4.4.2 ships (MIT, © Dan Wheeler and Dropbox), lower-case. Built in, so the check needs no
// network and the SPA and the functions refuse exactly the same passwords.
const LIST = `
1qaz2wsx trustno1 1234qwer q1w2e3r4t5 qwer1234 q1w2e3r4 password1 1q2w3e4r jordan23 qwerty123 passw0rd
abcd1234 rush2112 1q2w3e4r5t 1qazxsw2 blink182 12qwaszx asdf1234 zaq12wsx 123456789a 1232323q qwerty12
12345qwert michael1 usuckballz1 password123 hello123 ncc1701d 123qweasd charlie1 letmein1 123456789q
a1b2c3d4 mustang1 welcome1 qazwsx123 123qweasdzxc soso123aljg freedom1 jessica1 fuckyou2 1234abcd babylon5
yankees1 1qaz2wsx3edc ncc1701e matthew1 123qwe123 q1w2e3r4t5y6 wrinkle1 access14 letmein2 a1234567 fuckyou1
anthony1 william1 super123 satan666 qwerty12345 gn56gn56 1234567a thunder1 1q2w3e4r5t6y chelsea1 1a2b3c4d
1passwor shaney14 heather1 richard1 zaq1xsw2 formula1 mailcreated5240 asshole1 zxcv1234 patrick1 cowboys1
gateway1 pa55word scooter1 1234567q raiders1 qwert123 a1s2d3f4 diamond1 123456qwerty front242 8j4ye3uz
123456aa 1234567890q phoenix1 brandon1 porsche9 ncc1701a arsenal1 jackson1 pa55w0rd agent007 qwerty123456
melissa1 pokemon1 apollo13 rangers1 123456789z gordon24 passwor1 fordf150 chicken1 chester1 jasmine1
pass1234 happy123 turkey50 polniypizdec0211 samsung1 abc12345 gandalf1 america1 1qa2ws3ed football1 packers1
sojdlg123aljg zxcvbnm1 lineage2 charles1 nwo4life a123456789 kcj9wx5n r2d2c3po p0015123 shannon1 gfhjkm123
marino13 qazwsx12 qwerty1234 chicago1 madison1 ferrari1 test1234 florida1 superman1 apple123 123qwerty
winston1 panther1 newyork1 1x2zkg8w zxasqw12 12345678q crystal1 monster1 1q2w3e4r5 james007 nokia6300
12qw34er montgom240 rebecca1 bulldog1 12345qwe 12345678a fishing1 password2 digital1 tiffany1 dolphin1
fuckoff1 dragon12 z1x2c3v4 newpass6 aa123456 devil666 123456qw baseball1 1234567890a jackson5 qweasd123
scorpio1 123qq123 7ugd5hip2j cameron1 gabriel1 a12345678 porsche1 9293709b13 50spanks rainbow6 monkey12
just4fun spencer1 q2w3e4r5 1234asdf maxwell1 1a2s3d4f playboy1 vsjasnel12 iverson3 tiger123 qazwsxedc123
hawaii50 wg8e3wjf 123456qwe mazda626 killer12 master12 michael2 green123 yankees2 drummer1 pumpkin1 pussy123
qwerty11 zxcvbnm123 misfit99 1z2x3c4v broncos1 password12 qwert12345 dodgers1 vikings1 warrior1 angel123
death666 genesis1 123456789s iloveyou2 mazdarx7 qwe123qwe cbr900rr good123654 zachary1 testing1 james123
nascar24 summer99 soccer12 cricket1 rainbow1 peaches1 johnson1 stephen1 mustang6 trouble1 jackass1 pool6123
marines1 45m2do5bs nirvana1 asdfgh01 ghbdtn123 12qw12qw nokia6233 penguin1 asdqwe123 pantera1 andyod22
private1 buddy123 zxcasdqwe123 soccer10 buffalo1 success1 voyager1 spartan1 david123 iloveyou1 yamahar1
f00tball sasha_007 money123 cygnusx1 123456ru wp2003wp kordell1 noname123 nokian73 chris123 eclipse1
p@ssw0rd captain1 vincent1 perfect1 cartman1 forever1 hallo123 liverpool1 pufunga7782 sabrina1 bubba123
1234zxcv bubbles1 marcius2 stanley1 gateway2 destiny1 ghhh47hj7649 therock1 p4ssw0rd shadow12 23skidoo
12345qwer beatles1 vanessa1 natasha1 patches1 gsxr1000 blue1234 houston1 12345qwerty power123 awesome1
natalie1 montana1 sammy123 mash4077 dragon69 123456789m q1234567 password9 killer123 p0o9i8u7 q123456789
ncc74656 austin31 dilbert1 12345abc 123456789d 123qwert summer69 starwars1 sasha123 bradley1 trinity1
12345qaz mustang2 apollo11 5wr2i7h8 69camaro melanie1 7777777a alexander1 favorite6 1michael trumpet1
thumper1 skipper1 123456789qwe computer1 1qazxsw23edc jupiter1 sunshine1 segblue2 jesus123 charlie2 special1
password01 allison1 abcdefg1 liberty1 frankie1 1qazzaq1 justice1 playboy2 1234rewq vampire1 zxcvb123
fuckme69 1million left4dead england1 123456as 123456qqq password99 popcorn1 lol12345 trooper1 naughty1
asdfg123 weare138 alpha123 paladin1 mercury1 ireland1 claudia1 cantona7 demon666 flyers88 nokia5800 huskers1
1qw23er4 stewart1 flipper1 1111qqqq qweasdzxc123 jennifer1 asdasd123 mustang5 buster12 metallica1 nemrac58
love1234 soccer11 aaaa1111 123456789r 1234567aa phantom1 abc123456 1q2q3q4q nokia123 kristin1 arizona1
alex1234 55bgates as123456 beckham7 jupiter2 z1x2c3v4b5 dallas22 princess1 care1839 chopper1 winter99
myspace1 qwerty13 start123 lucky123 gizmodo1 a1a2a3a4 2wsx3edc nothing1 123456789v kenneth1 mike1234
q1q2q3q4q5 raymond1 magic123 1z2x3c4v5b spiderman1 20spanks kristen1 bigdick1 friday13 qaz123wsx 0987654321q
websol76 timoxa94 mazda323 jesus777 1234567890z india123 nokia5530 123456789o rosebud1 sandman1 pippen33
qw123456 nancy123 jeffrey1 a1b2c3d4e5 general1 987654321a georgia1 chickenwing101 qq123456 ilya1234
1qaz2wsx3edc4rfv dragon01 a1s2d3f4g5 3rjs1la7qe anthony7 jessica2 batman12 victory1 access99 molly123
quant4307s monkey69 password11 warcraft3 qazxsw123 lincoln1 hooters1 0o9i8u7y sooners1 groupd2013 daniel12
favorite2 detroit1 911turbo timothy1 1mustang douglas1 skeeter1 angel666 chevys10 madonna1 atlanta1 service1
dima1995 zaq12345 madala11 gregory1 hunter12 1password futyn007 dragon123 friends1 rocky123 manager1
nokia5130 smoke420 cobra427 freedom2 michelle1 welcome2 admin123 alabama1 fantasy1 fireman1 stinger1
3edc4rfv windows1 prelude1 fordf350 michele1 1a2s3d4f5g q1q2q3q4 qazwsxedc1 porsche911 barbara1 sublime1
pussy4me newproject2004 j3qq4h7h2v anthony2 gfhjkm12 dreamer1 maximus1 123456789p enter123 12345asd 1234kekc
sevenof9 corvet07 kevin123 a123456a sk8ordie revival47 ironman1 nemesis1 blessed1 123456789l 12locked
pegasus1 123456ab qwerty78 everton1 zxcvb12345 master123 newpass1 heather2 snowman1 1a2b3c4d5e nokia5230
123456qq capital1 l58jkdjp! 123mudar charlie123 123qweas monkey123 asd12345 1a2a3a4a hershey1 newport1
buckeye1 rb26dett anna2614 rt6ytere fred1234 pontiac1 austin316 sanity72 control1 teacher1 qwerty99 pyramid1
lebron23 cynthia1 russell1 frank123 qwaszx12 russian7 deborah1 1letmein germany1 elvis123 birthday4 fordf250
0000000000o spartan117 antonio1 account1 asdfg12345 homer123 shadow01 unicorn1 qaz12345 element1 blaster1
yamahar6 lindsay1 seattle1 lakers24 flowers1 music123 domainlock2005 express1 987654321q pokemon123
x72jhhu3z r4e3w2q1 basebal1 12s3t4p55 mustang9 packard1 jbond007 123456asd cbr600rr jason123 payton34
123456789k chipper1 !qaz2wsx p455w0rd phoenix2 october1 panties1 17171717aa 67camaro william2
hd764nw5d7e1vb1 pandora1 saab9000 f15eagle 12qwerty january1 zz8807zpl soccer13 bruno123 mustang8 camelot1
rebbyt34 vegas123 lotus123 cezer121 blondie1 hawkeye1 5tgb6yhn dragon11 123qwe456 trucker1 1hxboqg2 4rfv3edc
123masha francis1 1basebal emmitt22 123hfjdk147 monkey11 a1a2a3a4a5 lindsey1 dragon13 qazxsw12 hitman47
eleven11 8phrowz622 summer12 c3por2d2 loveyou2 5hsu75kpot r2d2c3p0 brother1 open1234 trojans1 luv2epus
pepsi123 password3 chrissy1 loveme89 boris123 qwerty777 123456abc holiday1 miranda1 jamaica1 085tzzqi
qwerty77 black123 ducati99 44magnum samantha1 redneck1 usmc0311 monique1 063dyjuy redwing1 steve123 christy1
1qaz!qaz andrew12 westham1 jimmy123 golfing1 year2005 indiana1 loveyou1 blackie1 summer01 strange1
8phrowz624 master01 michael3 pentium4 mapet123456 phillip1 charles2 mustang0 redhead1 1asshole buster01
33rjhjds rooster1 matthew2 bastard1 skyline1 october2 ilya1992 pioneer1 thelast1 ronaldo7 postov1000
charlie3 mustang3 tigger12 nokia3250 titanic1 michael9 whatever1 2wsxzaq1 crimson1 master11 joshua12
123321qwe aaaaaaa1 151nxjmt shadow11 gy3yt2rgls fuckyou123 kitty123 orlando1 red12345 oscar123 derrick1
viper123 shooter1 chocolate1 7hrdnw23 abigail1 lucky777 zaq1xsw2cde3 letmein22 nokian70 footbal1 trustn01
asd123asd 1footbal lucas123 sampson1 dragon99 wildcat1 orange12 favorite7 1a2a3a4a5a scruffy1 network1
favorite8 brianna1 slayer666 mnbvcxz1 pi314159 brian123 thomas12 q1234567890 68camaro 1234567u passion1
birthday1 boscoe01 simpson1 tristan1 qweqwe123 welcome123 tigger01 ghbdtn12 michael8 123456789abc classic1
malcolm1 123456789n admin18533362 internet1 1jennife justin12 million1 winter12 shadow13 toshiba1 damage11
trader12 dragon88 23176djivanfros metal666 123456789qwerty roberto1 katrina1 bigfoot1 nonrev67 qqqq1111
mounta1n player69 warcraft1 hendrix1 vlad1996 sarah123 nicholas1 123456zxc dominic1 water123 wallace1
catfish1 patrick2 college1 connect1 cvzefh1gkc ginger12 2wsxcde3 camaro69 peter123 1qay2wsx camaroz2
system32 temp1234 nokia5300 richard2 1diamond maverick1 clinton1 michael7 dragons1 sunrise1 oceans11
4r3e2w1q silver12 isacs155 fatluvr69 country1 porn4life 1111111111zz xsw21qaz indians1 death123 slayer66
1q2q3q4q5q dima1996 ronaldo9 peaches2 taylor12 oc247ngucz 3edcvfr4 1234567z integra1 nikita123 george12
qwerty22 w1w2w3w4 andreas1 slipknot1 psychnaut1 caitlin1 john1234 slimed123 save13tx nokia3310 scott123
daddy123 police22 toronto1 daniela1 123456789w 1111aaaa whitney1 qwer4321 123123qwe sk84life qwaszx123
vermont1 chevyz71 kelly123 trigger1 123123123q ronaldo1 halflife2 dragon22 bulldog2 pepper12 bennett1
jackson2 1357911q qwerty00 12344321q whiskey1 anton123 password4 vaz21099 denis123 2112rush matthew7
hot2trot ashley12 stealth1 bernard1 airforce1 123456789qaz shotgun1 1234qwerty hansolo1 larry123 charlie9
garrett1 seven777 thomas01 chevy454 azerty123 123qaz123 123456qaz maria123 380zliki elvira26 mustang7
sandy123 newlife1 piazza31 robert12 transam1 steelers1 4rfv5tgb samurai1 colleen1 q1w2e3r4t soldier1
password69 soccer15 ladybug1 bobby123 t34vfrc1991 shadow123 jonathan1 chicago2 scooter2 freedom7 stalker1
redsox04 kirill123 hammers1 4904s677075 patriot1 patrick9 scooby12 1william defiant1 cupcake1 password0
007james harley01 tequila1 q8zo8wzq hunter01 london12 falcon16 amanda18 harry123 dragon76 12345trewq
packers4 biteme69 martini1 soccer14 bella123 celtics1 batman99 siemens1`;

let common: Set<string> | undefined;

/**
 * Whether a password is one of the most common ones, ignoring case and the symbols people add at
 * the end ("Qwerty123!" is "qwerty123" to a guesser).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(LIST.split(/\s+/).filter(Boolean));
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.replace(/[^\p{L}\p{N}]+$/u, ''));
}
