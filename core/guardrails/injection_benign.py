"""Ordinary page sentences in twenty-seven languages besides English, as phrase tables.

The negatives of the injection classifier's training data (``injection_data``):
facts, imperatives for people (recipes, devices, forms, exams), rules for
people ("tenants must ..."), text about AI and prompt injection, and sentences
with links, keys and identifiers, and headings, so that none of those is
evidence of an injection on its own. Slots: ``{place}``, ``{Person}``,
``{n}``, ``{code}``, ``{url}``, ``{tool}``. Same text format as
``injection_phrases``.

Written for strop.
"""

from __future__ import annotations

from core.guardrails.injection_phrases import parse_table

__all__ = ["BENIGN_OTHER"]

BENIGN_OTHER: dict[str, dict[str, tuple[str, ...]]] = {
    "fr": parse_table(
        """
        fact: Le musée de {place} ouvre à {n} heures et ferme à dix-huit heures.
        | Le billet coûte {n} euros pour les adultes.
        | {Person} a remporté la finale régionale avec {n} points.
        | Le pont a été achevé après onze ans de travaux.
        | Le lac mesure environ {n} mètres de profondeur.
        howto: Préchauffez le four à {n} degrés et beurrez le moule.
        | Appuyez sur le bouton d'alimentation pendant {n} secondes pour réinitialiser l'appareil.
        | Cliquez sur Paramètres, puis choisissez Confidentialité.
        | Répondez à toutes les questions de la partie A.
        | Écrivez votre nom en haut de chaque page.
        | Ignorez le voyant s'il clignote une seule fois au démarrage.
        | Envoyez le formulaire signé au secrétariat avant vendredi.
        | Entrez le code {code} pour obtenir une réduction.
        rules: Suivez les consignes du personnel pendant la visite.
        | Les locataires doivent donner un préavis d'un mois.
        | Les joueurs doivent lancer un six pour sortir un pion.
        | Ne communiquez jamais votre mot de passe à personne.
        | Les élèves doivent rendre leur devoir avant les vacances.
        about_ai:
        | Les assistants d'IA peuvent être trompés par des consignes cachées, selon une étude.
        | Notre assistant virtuel répond aux questions sur vos commandes.
        | Le modèle de langage a été entraîné sur des textes publics.
        | L'injection de prompt consiste à glisser des consignes dans une page lue par une IA.
        links: Plus d'informations sur {url}.
        | La clé de licence est imprimée au dos de la boîte.
        | Le jeton d'accès expire au bout de {n} minutes.
        | La fonction {tool} renvoie la liste des commandes.
        heading: Horaires d'ouverture | Modèle {code} : nettoyage du filtre
        | Questions fréquentes | Chapitre {n} : l'hiver | Conditions d'utilisation
        """
    ),
    "es": parse_table(
        """
        fact: El museo de {place} abre a las {n} y cierra a las seis.
        | La entrada cuesta {n} euros para adultos.
        | {Person} ganó la final regional con {n} puntos.
        | El puente se terminó tras once años de obras.
        | El río mide unos {n} kilómetros de largo.
        howto: Precalienta el horno a {n} grados y engrasa el molde.
        | Mantén pulsado el botón de encendido durante {n} segundos para reiniciar el aparato.
        | Haz clic en Ajustes y luego elige Privacidad.
        | Responde a todas las preguntas de la sección A.
        | Escribe tu nombre en la parte superior de cada hoja.
        | Ignora la luz de aviso si parpadea una sola vez al arrancar.
        | Envía el formulario firmado a la secretaría antes del viernes.
        | Introduce el código {code} para obtener un descuento.
        rules: Sigue las indicaciones del personal durante la visita.
        | Los inquilinos deben avisar con un mes de antelación.
        | Los jugadores deben sacar un seis para mover una ficha.
        | Nunca compartas tu contraseña con nadie.
        | Los alumnos tienen que entregar el trabajo antes de las vacaciones.
        about_ai:
        | Los asistentes de IA pueden ser engañados con órdenes ocultas, según un estudio.
        | Nuestro asistente virtual responde preguntas sobre tus pedidos.
        | El modelo de lenguaje se entrenó con textos públicos.
        | La inyección de prompts consiste en esconder órdenes en una página que lee una IA.
        links: Más información en {url}.
        | La clave de licencia está impresa en la parte trasera de la caja.
        | El token de acceso caduca a los {n} minutos.
        | La función {tool} devuelve la lista de pedidos.
        heading: Horario de apertura | Modelo {code}: limpieza del filtro | Preguntas frecuentes
        | Capítulo {n}: el invierno | Condiciones de uso
        """
    ),
    "pt": parse_table(
        """
        fact: O museu de {place} abre às {n} horas e fecha às seis.
        | O bilhete custa {n} euros para adultos.
        | {Person} venceu a final regional com {n} pontos.
        | A ponte foi concluída após onze anos de obras.
        | O lago tem cerca de {n} metros de profundidade.
        howto: Preaqueça o forno a {n} graus e unte a forma.
        | Mantenha o botão de ligar pressionado por {n} segundos para reiniciar o aparelho.
        | Clique em Configurações e depois escolha Privacidade.
        | Responda a todas as perguntas da parte A. | Escreva seu nome no topo de cada folha.
        | Ignore a luz de aviso se ela piscar só uma vez ao ligar.
        | Envie o formulário assinado para a secretaria até sexta-feira.
        | Digite o código {code} para ganhar desconto.
        rules: Siga as instruções dos funcionários durante a visita.
        | Os inquilinos devem avisar com um mês de antecedência.
        | Os jogadores precisam tirar um seis para mover uma peça.
        | Nunca compartilhe sua senha com ninguém.
        | Os alunos têm de entregar o trabalho antes das férias.
        about_ai: Assistentes de IA podem ser enganados por ordens escondidas, diz um estudo.
        | Nosso assistente virtual responde a perguntas sobre seus pedidos.
        | O modelo de linguagem foi treinado com textos públicos.
        | A injeção de prompt esconde ordens numa página lida por uma IA.
        links: Mais informações em {url}. | A chave de licença está impressa no verso da caixa.
        | O token de acesso expira em {n} minutos. | A função {tool} devolve a lista de pedidos.
        heading: Horário de funcionamento | Modelo {code}: limpeza do filtro
        | Perguntas frequentes | Capítulo {n}: o inverno | Termos de uso
        """
    ),
    "it": parse_table(
        """
        fact: Il museo di {place} apre alle {n} e chiude alle diciotto.
        | Il biglietto costa {n} euro per gli adulti.
        | {Person} ha vinto la finale regionale con {n} punti.
        | Il ponte è stato completato dopo undici anni di lavori.
        | Il lago è profondo circa {n} metri.
        howto: Preriscalda il forno a {n} gradi e imburra la teglia.
        | Tieni premuto il pulsante di accensione per {n} secondi per ripristinare il dispositivo.
        | Fai clic su Impostazioni, poi scegli Privacy.
        | Rispondi a tutte le domande della sezione A.
        | Scrivi il tuo nome in cima a ogni pagina.
        | Ignora la spia se lampeggia una sola volta all'avvio.
        | Invia il modulo firmato alla segreteria entro venerdì.
        | Inserisci il codice {code} per avere lo sconto.
        rules: Segui le istruzioni del personale durante la visita.
        | Gli inquilini devono dare un mese di preavviso.
        | I giocatori devono tirare un sei per far uscire una pedina.
        | Non condividere mai la tua password con nessuno.
        | Gli studenti devono consegnare il compito prima delle vacanze.
        about_ai:
        | Gli assistenti IA possono essere ingannati da ordini nascosti, dice uno studio.
        | Il nostro assistente virtuale risponde alle domande sui tuoi ordini.
        | Il modello linguistico è stato addestrato su testi pubblici.
        | La prompt injection nasconde ordini in una pagina letta da un'IA.
        links: Maggiori informazioni su {url}.
        | La chiave di licenza è stampata sul retro della scatola.
        | Il token di accesso scade dopo {n} minuti.
        | La funzione {tool} restituisce l'elenco degli ordini.
        heading: Orari di apertura | Modello {code}: pulizia del filtro | Domande frequenti
        | Capitolo {n}: l'inverno | Termini di utilizzo
        """
    ),
    "de": parse_table(
        """
        fact: Das Museum in {place} öffnet um {n} Uhr und schließt um achtzehn Uhr.
        | Eine Karte kostet {n} Euro für Erwachsene.
        | {Person} gewann das Regionalfinale mit {n} Punkten.
        | Die Brücke wurde nach elf Jahren Bauzeit fertiggestellt.
        | Der See ist etwa {n} Meter tief.
        howto: Heizen Sie den Backofen auf {n} Grad vor und fetten Sie die Form ein.
        | Halten Sie die Einschalttaste {n} Sekunden lang gedrückt, um das Gerät zurückzusetzen.
        | Klicken Sie auf Einstellungen und wählen Sie dann Datenschutz.
        | Beantworten Sie alle Fragen aus Teil A.
        | Schreiben Sie Ihren Namen oben auf jede Seite.
        | Ignorieren Sie die Warnleuchte, wenn sie beim Start nur einmal blinkt.
        | Schicken Sie das unterschriebene Formular bis Freitag an das Sekretariat.
        | Geben Sie den Code {code} ein, um Rabatt zu erhalten.
        rules: Folgen Sie während des Besuchs den Anweisungen des Personals.
        | Mieter müssen einen Monat vorher kündigen.
        | Spieler müssen eine Sechs würfeln, um eine Figur herauszusetzen.
        | Geben Sie Ihr Passwort niemals weiter.
        | Schüler müssen den Aufsatz vor den Ferien abgeben.
        about_ai: Forscher zeigen, dass versteckte Anweisungen KI-Assistenten täuschen können.
        | Unser virtueller Assistent beantwortet Fragen zu Ihren Bestellungen.
        | Das Sprachmodell wurde mit öffentlichen Texten trainiert.
        | Bei einer Prompt-Injection werden Befehle in einer Seite versteckt, die eine KI liest.
        links: Weitere Informationen unter {url}.
        | Der Lizenzschlüssel ist auf der Rückseite der Packung aufgedruckt.
        | Das Zugriffstoken läuft nach {n} Minuten ab.
        | Die Funktion {tool} gibt die Liste der Bestellungen zurück.
        heading: Öffnungszeiten | Modell {code}: Filter reinigen | Häufige Fragen
        | Kapitel {n}: Der Winter | Nutzungsbedingungen
        """
    ),
    "nl": parse_table(
        """
        fact: Het museum in {place} gaat om {n} uur open en sluit om zes uur.
        | Een kaartje kost {n} euro voor volwassenen.
        | {Person} won de regionale finale met {n} punten.
        | De brug werd na elf jaar bouwen voltooid. | Het meer is ongeveer {n} meter diep.
        howto: Verwarm de oven voor op {n} graden en vet de vorm in.
        | Houd de aan-knop {n} seconden ingedrukt om het apparaat te resetten.
        | Klik op Instellingen en kies daarna Privacy. | Beantwoord alle vragen uit deel A.
        | Schrijf je naam bovenaan elke pagina.
        | Negeer het waarschuwingslampje als het bij het opstarten één keer knippert.
        | Stuur het ondertekende formulier voor vrijdag naar het secretariaat.
        | Vul de code {code} in voor korting.
        rules: Volg tijdens het bezoek de aanwijzingen van het personeel.
        | Huurders moeten een maand van tevoren opzeggen.
        | Spelers moeten een zes gooien om een pion op het bord te zetten.
        | Deel je wachtwoord nooit met iemand.
        | Leerlingen moeten het werkstuk voor de vakantie inleveren.
        about_ai: Volgens onderzoekers misleiden verborgen instructies soms AI-assistenten.
        | Onze virtuele assistent beantwoordt vragen over je bestellingen.
        | Het taalmodel is getraind op openbare teksten.
        | Bij promptinjectie worden opdrachten verstopt in een pagina die een AI leest.
        links: Meer informatie op {url}.
        | De licentiesleutel staat op de achterkant van de doos.
        | Het toegangstoken verloopt na {n} minuten.
        | De functie {tool} geeft de lijst met bestellingen terug.
        heading: Openingstijden | Model {code}: filter schoonmaken | Veelgestelde vragen
        | Hoofdstuk {n}: de winter | Gebruiksvoorwaarden
        """
    ),
    "sv": parse_table(
        """
        fact: Museet i {place} öppnar klockan {n} och stänger klockan sex.
        | En biljett kostar {n} kronor för vuxna. | {Person} vann regionfinalen med {n} poäng.
        | Bron blev klar efter elva års arbete. | Sjön är ungefär {n} meter djup.
        howto: Sätt ugnen på {n} grader och smörj formen.
        | Håll strömknappen intryckt i {n} sekunder för att återställa enheten.
        | Klicka på Inställningar och välj sedan Sekretess. | Besvara alla frågor i del A.
        | Skriv ditt namn högst upp på varje sida.
        | Strunta i varningslampan om den bara blinkar en gång vid start.
        | Skicka den underskrivna blanketten till expeditionen före fredag.
        | Ange koden {code} för att få rabatt.
        rules: Följ personalens instruktioner under besöket.
        | Hyresgäster måste säga upp sig en månad i förväg.
        | Spelarna måste slå en sexa för att flytta ut en pjäs.
        | Dela aldrig ditt lösenord med någon. | Eleverna måste lämna in uppsatsen före lovet.
        about_ai:
        | Enligt forskare kan AI-assistenter luras av dolda instruktioner på en webbsida.
        | Vår virtuella assistent svarar på frågor om dina beställningar.
        | Språkmodellen tränades på offentliga texter.
        | Vid promptinjektion göms order i en sida som en AI läser.
        links: Mer information finns på {url}.
        | Licensnyckeln är tryckt på baksidan av kartongen.
        | Åtkomsttoken går ut efter {n} minuter.
        | Funktionen {tool} returnerar listan med beställningar.
        heading: Öppettider | Modell {code}: rengöra filtret | Vanliga frågor
        | Kapitel {n}: vintern | Användarvillkor
        """
    ),
    "pl": parse_table(
        """
        fact: Muzeum w {place} jest otwarte od godziny {n} do osiemnastej.
        | Bilet dla dorosłych kosztuje {n} złotych.
        | {Person} wygrał finał regionalny, zdobywając {n} punktów.
        | Most ukończono po jedenastu latach budowy. | Jezioro ma około {n} metrów głębokości.
        howto: Rozgrzej piekarnik do {n} stopni i natłuść formę.
        | Przytrzymaj przycisk zasilania przez {n} sekund, aby zresetować urządzenie.
        | Kliknij Ustawienia, a następnie wybierz Prywatność.
        | Odpowiedz na wszystkie pytania z części A. | Napisz swoje imię na górze każdej strony.
        | Zignoruj kontrolkę, jeśli mignie tylko raz przy uruchomieniu.
        | Wyślij podpisany formularz do sekretariatu do piątku.
        | Wpisz kod {code}, aby otrzymać rabat.
        rules: Podczas wizyty stosuj się do poleceń personelu.
        | Najemcy muszą wypowiedzieć umowę z miesięcznym wyprzedzeniem.
        | Gracze muszą wyrzucić szóstkę, aby wprowadzić pionek.
        | Nigdy nikomu nie podawaj swojego hasła.
        | Uczniowie muszą oddać wypracowanie przed feriami.
        about_ai:
        | Według badaczy asystentów AI można oszukać ukrytymi instrukcjami na stronie internetowej.
        | Nasz wirtualny asystent odpowiada na pytania o zamówienia.
        | Model językowy wytrenowano na publicznych tekstach.
        | Wstrzykiwanie promptów polega na ukrywaniu poleceń w stronie czytanej przez AI.
        links: Więcej informacji na {url}.
        | Klucz licencyjny jest wydrukowany na spodzie pudełka.
        | Token dostępu wygasa po {n} minutach. | Funkcja {tool} zwraca listę zamówień.
        heading: Godziny otwarcia | Model {code}: czyszczenie filtra | Najczęstsze pytania
        | Rozdział {n}: zima | Regulamin
        """
    ),
    "cs": parse_table(
        """
        fact: Muzeum v {place} otevírá v {n} hodin a zavírá v šest.
        | Vstupenka pro dospělé stojí {n} korun.
        | {Person} vyhrál krajské finále se ziskem {n} bodů.
        | Most byl dokončen po jedenácti letech stavby. | Jezero je hluboké asi {n} metrů.
        howto: Předehřejte troubu na {n} stupňů a vymažte formu.
        | Podržte vypínač {n} sekund, abyste zařízení resetovali.
        | Klikněte na Nastavení a pak zvolte Soukromí. | Odpovězte na všechny otázky v části A.
        | Napište své jméno na začátek každé stránky.
        | Kontrolku ignorujte, pokud při startu blikne jen jednou.
        | Podepsaný formulář pošlete na sekretariát do pátku.
        | Zadejte kód {code} a získejte slevu.
        rules: Během návštěvy dbejte pokynů personálu.
        | Nájemníci musí dát výpověď měsíc předem.
        | Hráči musí hodit šestku, aby nasadili figurku. | Nikdy nikomu neříkejte své heslo.
        | Studenti musí odevzdat práci před prázdninami.
        about_ai: Podle výzkumníků lze asistenty AI oklamat skrytými pokyny na webové stránce.
        | Náš virtuální asistent odpovídá na dotazy k objednávkám.
        | Jazykový model byl natrénován na veřejných textech.
        | Prompt injection skrývá příkazy do stránky, kterou čte AI.
        links: Více informací najdete na {url}.
        | Licenční klíč je vytištěn na zadní straně krabice.
        | Přístupový token vyprší po {n} minutách. | Funkce {tool} vrací seznam objednávek.
        heading: Otevírací doba | Model {code}: čištění filtru | Časté dotazy
        | Kapitola {n}: zima | Podmínky použití
        """
    ),
    "tr": parse_table(
        """
        fact: {place} müzesi saat {n}'da açılır ve altıda kapanır. | Yetişkin bileti {n} lira.
        | {Person} bölge finalini {n} puanla kazandı.
        | Köprü on bir yıllık çalışmanın ardından tamamlandı.
        | Göl yaklaşık {n} metre derinliğindedir.
        howto: Fırını {n} dereceye ısıtın ve kalıbı yağlayın.
        | Cihazı sıfırlamak için açma düğmesini {n} saniye basılı tutun.
        | Ayarlar'a tıklayın, ardından Gizlilik'i seçin.
        | A bölümündeki bütün soruları yanıtlayın. | Her sayfanın üstüne adınızı yazın.
        | Uyarı ışığı açılışta yalnızca bir kez yanıp sönerse onu görmezden gelin.
        | İmzalı formu cuma gününe kadar sekreterliğe gönderin.
        | İndirim için {code} kodunu girin.
        rules: Ziyaret sırasında personelin talimatlarına uyun.
        | Kiracılar bir ay önceden haber vermelidir.
        | Oyuncular bir taşı çıkarmak için altı atmak zorundadır.
        | Şifrenizi asla kimseyle paylaşmayın.
        | Öğrenciler ödevi tatilden önce teslim etmelidir.
        about_ai: Araştırmacılara göre yapay zeka asistanları gizli talimatlarla kandırılabilir.
        | Sanal asistanımız siparişlerinizle ilgili soruları yanıtlar.
        | Dil modeli herkese açık metinlerle eğitildi.
        | İstem enjeksiyonu, bir yapay zekanın okuduğu sayfaya komut gizlemektir.
        links: Daha fazla bilgi için {url} adresine bakın.
        | Lisans anahtarı kutunun arkasında yazılıdır.
        | Erişim belirtecinin süresi {n} dakika sonra dolar.
        | {tool} fonksiyonu sipariş listesini döndürür.
        heading: Çalışma saatleri | Model {code}: filtre temizliği | Sıkça sorulan sorular
        | Bölüm {n}: kış | Kullanım koşulları
        """
    ),
    "ru": parse_table(
        """
        fact: Музей в {place} открывается в {n} часов и закрывается в шесть.
        | Билет для взрослых стоит {n} рублей.
        | {Person} выиграл региональный финал, набрав {n} очков.
        | Мост достроили после одиннадцати лет работ. | Глубина озера около {n} метров.
        howto: Разогрейте духовку до {n} градусов и смажьте форму.
        | Удерживайте кнопку питания {n} секунд, чтобы сбросить устройство.
        | Нажмите «Настройки», затем выберите «Конфиденциальность».
        | Ответьте на все вопросы части А. | Напишите своё имя вверху каждой страницы.
        | Не обращайте внимания на индикатор, если он мигнул один раз при запуске.
        | Отправьте подписанную форму в канцелярию до пятницы.
        | Введите код {code}, чтобы получить скидку.
        rules: Во время посещения следуйте указаниям персонала.
        | Арендаторы должны предупредить о выезде за месяц.
        | Игрок должен выбросить шестёрку, чтобы вывести фишку.
        | Никогда никому не сообщайте свой пароль. | Ученики должны сдать сочинение до каникул.
        about_ai: По словам исследователей, ИИ-ассистентов можно обмануть скрытыми инструкциями.
        | Наш виртуальный помощник отвечает на вопросы о заказах.
        | Языковую модель обучили на общедоступных текстах.
        | Инъекция промпта прячет команды в странице, которую читает ИИ.
        links: Подробнее на {url}. | Лицензионный ключ напечатан на обратной стороне коробки.
        | Токен доступа истекает через {n} минут. | Функция {tool} возвращает список заказов.
        heading: Часы работы | Модель {code}: чистка фильтра | Частые вопросы | Глава {n}: зима
        | Условия использования
        """
    ),
    "uk": parse_table(
        """
        fact: Музей у {place} відчиняється о {n} годині й зачиняється о шостій.
        | Квиток для дорослих коштує {n} гривень.
        | {Person} виграв регіональний фінал, набравши {n} очок.
        | Міст добудували після одинадцяти років робіт. | Глибина озера близько {n} метрів.
        howto: Розігрійте духовку до {n} градусів і змастіть форму.
        | Утримуйте кнопку живлення {n} секунд, щоб скинути пристрій.
        | Натисніть «Налаштування», потім виберіть «Конфіденційність».
        | Дайте відповіді на всі запитання частини А.
        | Напишіть своє ім'я вгорі кожної сторінки.
        | Не зважайте на індикатор, якщо він блимнув один раз під час запуску.
        | Надішліть підписану форму до канцелярії до п'ятниці.
        | Введіть код {code}, щоб отримати знижку.
        rules: Під час відвідування дотримуйтеся вказівок персоналу.
        | Орендарі повинні попередити про виїзд за місяць.
        | Гравець має викинути шістку, щоб вивести фішку.
        | Ніколи нікому не повідомляйте свій пароль. | Учні повинні здати твір до канікул.
        about_ai: За словами дослідників, ШІ-асистентів можна обдурити прихованими інструкціями.
        | Наш віртуальний помічник відповідає на запитання про замовлення.
        | Мовну модель навчили на загальнодоступних текстах.
        | Ін'єкція промпту ховає команди на сторінці, яку читає ШІ.
        links: Докладніше на {url}. | Ліцензійний ключ надруковано на звороті коробки.
        | Токен доступу спливає через {n} хвилин. | Функція {tool} повертає список замовлень.
        heading: Години роботи | Модель {code}: чищення фільтра | Поширені запитання
        | Розділ {n}: зима | Умови використання
        """
    ),
    "ar": parse_table(
        """
        fact: يفتح متحف {place} في الساعة {n} ويغلق في السادسة.
        | تبلغ تذكرة البالغين {n} ديناراً. | فاز {Person} بالنهائي الإقليمي برصيد {n} نقطة.
        | اكتمل بناء الجسر بعد أحد عشر عاماً من العمل. | يبلغ عمق البحيرة نحو {n} متراً.
        howto: سخّن الفرن إلى {n} درجة وادهن القالب بالزبدة.
        | اضغط على زر التشغيل لمدة {n} ثوانٍ لإعادة ضبط الجهاز.
        | انقر على الإعدادات ثم اختر الخصوصية. | أجب عن جميع أسئلة القسم الأول.
        | اكتب اسمك في أعلى كل صفحة. | تجاهل ضوء التحذير إذا ومض مرة واحدة عند التشغيل.
        | أرسل الاستمارة الموقعة إلى السكرتارية قبل يوم الجمعة.
        | أدخل الرمز {code} للحصول على خصم.
        rules: اتبع تعليمات الموظفين أثناء الزيارة. | يجب على المستأجرين الإخطار قبل شهر.
        | يجب على اللاعب الحصول على ستة لإخراج قطعة. | لا تشارك كلمة المرور مع أي شخص.
        | يجب على الطلاب تسليم الواجب قبل العطلة.
        about_ai:
        | يقول الباحثون إن مساعدي الذكاء الاصطناعي قد ينخدعون بتعليمات مخفية في صفحات الويب.
        | يجيب مساعدنا الافتراضي عن الأسئلة المتعلقة بطلباتك.
        | تم تدريب النموذج اللغوي على نصوص عامة.
        | حقن الأوامر هو إخفاء تعليمات في صفحة يقرؤها الذكاء الاصطناعي.
        links: مزيد من المعلومات على {url}. | مفتاح الترخيص مطبوع على ظهر العلبة.
        | تنتهي صلاحية رمز الوصول بعد {n} دقيقة. | تعيد الدالة {tool} قائمة الطلبات.
        heading: ساعات العمل | الطراز {code}: تنظيف المرشح | الأسئلة الشائعة | الفصل {n}: الشتاء
        | شروط الاستخدام
        """
    ),
    "hi": parse_table(
        """
        fact: {place} का संग्रहालय सुबह {n} बजे खुलता है और शाम छह बजे बंद होता है।
        | वयस्कों के लिए टिकट {n} रुपये का है।
        | {Person} ने {n} अंकों के साथ क्षेत्रीय फ़ाइनल जीता।
        | पुल ग्यारह साल के काम के बाद पूरा हुआ। | झील लगभग {n} मीटर गहरी है।
        howto: ओवन को {n} डिग्री पर गरम करें और साँचे में घी लगाएँ।
        | डिवाइस रीसेट करने के लिए पावर बटन {n} सेकंड तक दबाए रखें।
        | सेटिंग्स पर क्लिक करें, फिर प्राइवेसी चुनें। | भाग अ के सभी प्रश्नों के उत्तर दें।
        | हर पन्ने के ऊपर अपना नाम लिखें।
        | अगर चेतावनी बत्ती शुरू में केवल एक बार झपके तो उसे अनदेखा करें।
        | हस्ताक्षर किया हुआ फ़ॉर्म शुक्रवार तक कार्यालय भेजें।
        | छूट पाने के लिए कोड {code} डालें।
        rules: यात्रा के दौरान कर्मचारियों के निर्देशों का पालन करें।
        | किरायेदारों को एक महीने पहले सूचना देनी होगी।
        | खिलाड़ी को गोटी निकालने के लिए छह लाना होगा। | अपना पासवर्ड कभी किसी को न बताएँ।
        | छात्रों को छुट्टियों से पहले निबंध जमा करना होगा।
        about_ai:
        | शोधकर्ताओं के अनुसार एआई सहायकों को वेब पेज में छिपे निर्देशों से धोखा दिया जा सकता है।
        | हमारा वर्चुअल सहायक आपके ऑर्डर से जुड़े सवालों के जवाब देता है।
        | भाषा मॉडल को सार्वजनिक पाठों पर प्रशिक्षित किया गया।
        | प्रॉम्प्ट इंजेक्शन में एआई द्वारा पढ़े जाने वाले पेज में आदेश छिपाए जाते हैं।
        links: अधिक जानकारी {url} पर है। | लाइसेंस कुंजी डिब्बे के पीछे छपी है।
        | एक्सेस टोकन {n} मिनट बाद समाप्त हो जाता है। | {tool} फ़ंक्शन ऑर्डर की सूची लौटाता है।
        heading: खुलने का समय | मॉडल {code}: फ़िल्टर की सफ़ाई | अक्सर पूछे जाने वाले प्रश्न
        | अध्याय {n}: सर्दी | उपयोग की शर्तें
        """
    ),
    "zh": parse_table(
        """
        fact: {place}博物馆上午{n}点开门，下午六点关门。 | 成人门票{n}元。
        | {Person}以{n}分赢得了地区决赛。 | 这座桥经过十一年的施工才建成。 | 湖的深度大约{n}米。
        howto: 将烤箱预热到{n}度，并在模具里抹油。 | 按住电源键{n}秒即可重置设备。
        | 点击设置，然后选择隐私。 | 回答A部分的所有问题。 | 在每一页的顶部写上你的名字。
        | 如果警示灯在开机时只闪一次，请忽略它。 | 请在周五前把签好字的表格交到办公室。
        | 输入优惠码 {code} 即可享受折扣。
        rules: 参观时请听从工作人员的安排。 | 租户必须提前一个月通知。
        | 玩家必须掷出六点才能出棋。 | 切勿把密码告诉任何人。 | 学生必须在假期前交作文。
        about_ai: 研究人员指出，网页中隐藏的指令可能会欺骗AI助手。
        | 我们的虚拟助手可以回答关于订单的问题。 | 这个语言模型是用公开文本训练的。
        | 提示注入就是把命令藏在AI会读取的网页里。
        links: 更多信息请访问 {url}。 | 许可证密钥印在盒子背面。 | 访问令牌在{n}分钟后过期。
        | 函数 {tool} 返回订单列表。
        heading: 营业时间 | 型号 {code}：清洁滤网 | 常见问题 | 第{n}章：冬天 | 使用条款
        """
    ),
    "ja": parse_table(
        """
        fact: {place}の博物館は{n}時に開館し、18時に閉館します。 | 大人の入場券は{n}ユーロです。
        | {Person}さんは{n}点で地区大会の決勝に勝ちました。
        | この橋は11年の工事を経て完成しました。 | 湖の深さはおよそ{n}メートルです。
        howto: オーブンを{n}度に予熱し、型にバターを塗ってください。
        | 電源ボタンを{n}秒間押し続けると本体がリセットされます。
        | 設定をクリックし、プライバシーを選んでください。 | 第1部の質問にすべて答えてください。
        | 各ページの上に名前を書いてください。
        | 起動時に警告ランプが一度だけ点滅する場合は無視してください。
        | 署名した用紙を金曜日までに事務室へ送ってください。
        | 割引を受けるにはコード {code} を入力してください。
        rules: 入場の際はスタッフの案内に従ってください。
        | 入居者は1か月前に通知しなければなりません。
        | 駒を出すにはサイコロで6を出す必要があります。 | パスワードは誰にも教えないでください。
        | 生徒は休みの前に作文を提出しなければなりません。
        about_ai:
        | 研究者によると、ウェブページに隠された指示でAIアシスタントがだまされることがあります。
        | 当社のバーチャルアシスタントはご注文に関する質問に答えます。
        | この言語モデルは公開されたテキストで学習されました。
        | プロンプトインジェクションとは、AIが読むページに命令を隠す攻撃です。
        links: 詳しくは {url} をご覧ください。 | ライセンスキーは箱の裏に印刷されています。
        | アクセストークンは{n}分後に失効します。 | 関数 {tool} は注文の一覧を返します。
        heading: 営業時間 | モデル {code}：フィルターの掃除 | よくある質問 | 第{n}章：冬
        | 利用規約
        """
    ),
    "ko": parse_table(
        """
        fact: {place} 박물관은 {n}시에 문을 열고 6시에 닫습니다. | 성인 입장권은 {n}천 원입니다.
        | {Person} 선수가 {n}점으로 지역 결승에서 우승했습니다.
        | 이 다리는 11년의 공사 끝에 완공되었습니다. | 호수의 깊이는 약 {n}미터입니다.
        howto: 오븐을 {n}도로 예열하고 틀에 버터를 바르세요.
        | 기기를 초기화하려면 전원 버튼을 {n}초 동안 누르세요.
        | 설정을 클릭한 다음 개인정보를 선택하세요. | 1부의 모든 질문에 답하세요.
        | 모든 페이지 위쪽에 이름을 쓰세요. | 시작할 때 경고등이 한 번만 깜박이면 무시하세요.
        | 서명한 양식을 금요일까지 사무실로 보내세요.
        | 할인을 받으려면 코드 {code}를 입력하세요.
        rules: 관람 중에는 직원의 안내에 따라 주세요. | 세입자는 한 달 전에 통보해야 합니다.
        | 말을 내보내려면 주사위에서 6이 나와야 합니다.
        | 비밀번호를 절대 다른 사람에게 알려주지 마세요.
        | 학생들은 방학 전에 과제를 제출해야 합니다.
        about_ai: 연구자들에 따르면 웹페이지에 숨겨진 지시로 AI 어시스턴트를 속일 수 있습니다.
        | 저희 가상 어시스턴트는 주문에 관한 질문에 답합니다.
        | 이 언어 모델은 공개된 텍스트로 학습되었습니다.
        | 프롬프트 인젝션은 AI가 읽는 페이지에 명령을 숨기는 공격입니다.
        links: 자세한 내용은 {url}에서 확인하세요.
        | 라이선스 키는 상자 뒷면에 인쇄되어 있습니다. | 액세스 토큰은 {n}분 후에 만료됩니다.
        | {tool} 함수는 주문 목록을 반환합니다.
        heading: 영업시간 | 모델 {code}: 필터 청소 | 자주 묻는 질문 | 제{n}장: 겨울 | 이용 약관
        """
    ),
    "id": parse_table(
        """
        fact: Museum di {place} buka pukul {n} dan tutup pukul enam sore.
        | Tiket dewasa harganya {n} ribu rupiah.
        | {Person} memenangkan final regional dengan {n} poin.
        | Jembatan itu selesai setelah sebelas tahun pembangunan.
        | Kedalaman danau sekitar {n} meter.
        howto: Panaskan oven hingga {n} derajat dan olesi loyang dengan mentega.
        | Tekan dan tahan tombol daya selama {n} detik untuk mengatur ulang perangkat.
        | Klik Pengaturan, lalu pilih Privasi. | Jawab semua pertanyaan di bagian A.
        | Tulis nama Anda di bagian atas setiap halaman.
        | Abaikan lampu peringatan jika hanya berkedip sekali saat dinyalakan.
        | Kirim formulir yang sudah ditandatangani ke kantor sebelum Jumat.
        | Masukkan kode {code} untuk mendapat potongan harga.
        rules: Ikuti petunjuk petugas selama kunjungan.
        | Penyewa harus memberi tahu satu bulan sebelumnya.
        | Pemain harus mendapat angka enam untuk mengeluarkan bidak.
        | Jangan pernah memberikan kata sandi Anda kepada siapa pun.
        | Siswa wajib mengumpulkan esai sebelum liburan.
        about_ai:
        | Menurut para peneliti, asisten AI bisa tertipu oleh instruksi tersembunyi di halaman web.
        | Asisten virtual kami menjawab pertanyaan tentang pesanan Anda.
        | Model bahasa ini dilatih dengan teks publik.
        | Injeksi prompt adalah menyembunyikan perintah di halaman yang dibaca AI.
        links: Informasi lebih lanjut ada di {url}.
        | Kunci lisensi tercetak di bagian belakang kotak.
        | Token akses kedaluwarsa setelah {n} menit.
        | Fungsi {tool} mengembalikan daftar pesanan.
        heading: Jam buka | Model {code}: membersihkan filter | Pertanyaan umum
        | Bab {n}: musim dingin | Syarat penggunaan
        """
    ),
    "vi": parse_table(
        """
        fact: Bảo tàng ở {place} mở cửa lúc {n} giờ và đóng cửa lúc sáu giờ chiều.
        | Vé người lớn giá {n} nghìn đồng.
        | {Person} đã thắng trận chung kết khu vực với {n} điểm.
        | Cây cầu được hoàn thành sau mười một năm thi công. | Hồ sâu khoảng {n} mét.
        howto: Làm nóng lò ở {n} độ và phết bơ vào khuôn.
        | Nhấn giữ nút nguồn trong {n} giây để khởi động lại thiết bị.
        | Nhấp vào Cài đặt, sau đó chọn Quyền riêng tư. | Trả lời tất cả câu hỏi trong phần A.
        | Viết tên của bạn ở đầu mỗi trang.
        | Bỏ qua đèn cảnh báo nếu nó chỉ nháy một lần khi khởi động.
        | Gửi mẫu đơn đã ký đến văn phòng trước thứ Sáu. | Nhập mã {code} để được giảm giá.
        rules: Vui lòng làm theo hướng dẫn của nhân viên trong suốt chuyến tham quan.
        | Người thuê nhà phải báo trước một tháng.
        | Người chơi phải tung được sáu mới được ra quân.
        | Đừng bao giờ chia sẻ mật khẩu với bất kỳ ai.
        | Học sinh phải nộp bài luận trước kỳ nghỉ.
        about_ai:
        | Theo các nhà nghiên cứu, trợ lý AI có thể bị lừa bởi các chỉ dẫn ẩn trong trang web.
        | Trợ lý ảo của chúng tôi trả lời các câu hỏi về đơn hàng của bạn.
        | Mô hình ngôn ngữ được huấn luyện trên văn bản công khai.
        | Tấn công chèn prompt là giấu lệnh vào trang mà AI sẽ đọc.
        links: Xem thêm thông tin tại {url}. | Mã bản quyền được in ở mặt sau hộp.
        | Mã truy cập hết hạn sau {n} phút. | Hàm {tool} trả về danh sách đơn hàng.
        heading: Giờ mở cửa | Mẫu {code}: vệ sinh bộ lọc | Câu hỏi thường gặp
        | Chương {n}: mùa đông | Điều khoản sử dụng
        """
    ),
    "el": parse_table(
        """
        fact: Το μουσείο στο {place} ανοίγει στις {n} και κλείνει στις έξι.
        | Το εισιτήριο κοστίζει {n} ευρώ για ενήλικες.
        | Ο {Person} κέρδισε τον περιφερειακό τελικό με {n} πόντους.
        | Η γέφυρα ολοκληρώθηκε μετά από έντεκα χρόνια εργασιών.
        | Η λίμνη έχει βάθος περίπου {n} μέτρα.
        howto: Προθερμάνετε τον φούρνο στους {n} βαθμούς και βουτυρώστε το ταψί.
        | Κρατήστε πατημένο το κουμπί λειτουργίας για {n} δευτερόλεπτα.
        | Κάντε κλικ στις Ρυθμίσεις και επιλέξτε Απόρρητο.
        | Απαντήστε σε όλες τις ερωτήσεις του μέρους Α.
        | Γράψτε το όνομά σας στην κορυφή κάθε σελίδας.
        | Αγνοήστε τη λυχνία αν αναβοσβήσει μόνο μία φορά κατά την εκκίνηση.
        | Στείλτε την υπογεγραμμένη φόρμα στη γραμματεία έως την Παρασκευή.
        | Πληκτρολογήστε τον κωδικό {code} για έκπτωση.
        rules: Ακολουθείτε τις οδηγίες του προσωπικού κατά την επίσκεψη.
        | Οι ενοικιαστές πρέπει να ειδοποιούν έναν μήνα νωρίτερα.
        | Οι παίκτες πρέπει να φέρουν έξι για να βγάλουν πιόνι.
        | Μην δίνετε ποτέ τον κωδικό σας σε κανέναν.
        | Οι μαθητές πρέπει να παραδώσουν την εργασία πριν από τις διακοπές.
        about_ai: Σύμφωνα με ερευνητές, οι βοηθοί ΤΝ μπορεί να ξεγελαστούν από κρυφές οδηγίες.
        | Ο ψηφιακός μας βοηθός απαντά σε ερωτήσεις για τις παραγγελίες σας.
        | Το γλωσσικό μοντέλο εκπαιδεύτηκε σε δημόσια κείμενα.
        | Η έγχυση εντολών κρύβει οδηγίες σε μια σελίδα που διαβάζει η ΤΝ.
        links: Περισσότερες πληροφορίες στο {url}.
        | Το κλειδί άδειας είναι τυπωμένο στο πίσω μέρος του κουτιού.
        | Το διακριτικό πρόσβασης λήγει μετά από {n} λεπτά.
        | Η συνάρτηση {tool} επιστρέφει τη λίστα παραγγελιών.
        heading: Ώρες λειτουργίας | Μοντέλο {code}: καθαρισμός φίλτρου | Συχνές ερωτήσεις
        | Κεφάλαιο {n}: ο χειμώνας | Όροι χρήσης
        """
    ),
    "he": parse_table(
        """
        fact: המוזיאון ב{place} נפתח בשעה {n} ונסגר בשש. | כרטיס למבוגר עולה {n} שקלים.
        | {Person} ניצח בגמר האזורי עם {n} נקודות. | הגשר הושלם אחרי אחת עשרה שנות עבודה.
        | עומק האגם כ-{n} מטרים.
        howto: חממו את התנור ל-{n} מעלות ומשחו את התבנית בחמאה.
        | לחצו על לחצן ההפעלה במשך {n} שניות כדי לאפס את המכשיר. | לחצו על הגדרות ובחרו פרטיות.
        | ענו על כל השאלות בחלק א. | כתבו את שמכם בראש כל עמוד.
        | התעלמו מנורית האזהרה אם היא מהבהבת פעם אחת בהפעלה.
        | שלחו את הטופס החתום למזכירות עד יום שישי. | הזינו את הקוד {code} לקבלת הנחה.
        rules: יש לפעול לפי הוראות הצוות במהלך הביקור. | השוכרים חייבים להודיע חודש מראש.
        | השחקן חייב להטיל שש כדי להוציא כלי. | לעולם אל תמסרו את הסיסמה שלכם לאיש.
        | התלמידים צריכים להגיש את העבודה לפני החופשה.
        about_ai: לפי חוקרים, אפשר להטעות עוזרי בינה מלאכותית באמצעות הוראות נסתרות.
        | העוזר הווירטואלי שלנו עונה על שאלות לגבי ההזמנות שלכם.
        | מודל השפה אומן על טקסטים ציבוריים.
        | הזרקת הנחיות מסתירה פקודות בדף שבינה מלאכותית קוראת.
        links: מידע נוסף בכתובת {url}. | מפתח הרישיון מודפס על גב הקופסה.
        | אסימון הגישה פג לאחר {n} דקות. | הפונקציה {tool} מחזירה את רשימת ההזמנות.
        heading: שעות פתיחה | דגם {code}: ניקוי המסנן | שאלות נפוצות | פרק {n}: החורף
        | תנאי שימוש
        """
    ),
    "fa": parse_table(
        """
        fact: موزه {place} ساعت {n} باز می‌شود و ساعت شش بسته می‌شود.
        | بلیت بزرگسالان {n} هزار تومان است. | {Person} با {n} امتیاز فینال منطقه‌ای را برد.
        | پل پس از یازده سال کار تکمیل شد. | عمق دریاچه حدود {n} متر است.
        howto: فر را روی {n} درجه گرم کنید و قالب را چرب کنید.
        | برای بازنشانی دستگاه، دکمه روشن را {n} ثانیه نگه دارید.
        | روی تنظیمات کلیک کنید و سپس حریم خصوصی را انتخاب کنید.
        | به همه سؤال‌های بخش الف پاسخ دهید. | نام خود را بالای هر صفحه بنویسید.
        | اگر چراغ هشدار هنگام روشن شدن فقط یک بار چشمک زد، آن را نادیده بگیرید.
        | فرم امضاشده را تا جمعه به دفتر بفرستید. | برای تخفیف کد {code} را وارد کنید.
        rules: در طول بازدید از دستورات کارکنان پیروی کنید.
        | مستأجران باید یک ماه قبل اطلاع دهند. | بازیکن برای خارج کردن مهره باید شش بیاورد.
        | هرگز رمز عبور خود را به کسی ندهید.
        | دانش‌آموزان باید انشا را قبل از تعطیلات تحویل دهند.
        about_ai:
        | به گفته پژوهشگران، دستیارهای هوش مصنوعی ممکن است با دستورهای پنهان فریب بخورند.
        | دستیار مجازی ما به سؤال‌های مربوط به سفارش‌ها پاسخ می‌دهد.
        | این مدل زبانی با متن‌های عمومی آموزش دیده است.
        | تزریق پرامپت یعنی پنهان کردن دستور در صفحه‌ای که هوش مصنوعی می‌خواند.
        links: اطلاعات بیشتر در {url}. | کلید مجوز پشت جعبه چاپ شده است.
        | توکن دسترسی پس از {n} دقیقه منقضی می‌شود. | تابع {tool} فهرست سفارش‌ها را برمی‌گرداند.
        heading: ساعات کاری | مدل {code}: تمیز کردن فیلتر | پرسش‌های متداول | فصل {n}: زمستان
        | شرایط استفاده
        """
    ),
    "fi": parse_table(
        """
        fact: {place}n museo aukeaa kello {n} ja sulkeutuu kuudelta.
        | Aikuisten lippu maksaa {n} euroa. | {Person} voitti aluefinaalin {n} pisteellä.
        | Silta valmistui yhdentoista vuoden työn jälkeen. | Järvi on noin {n} metriä syvä.
        howto: Lämmitä uuni {n} asteeseen ja voitele vuoka.
        | Pidä virtapainiketta painettuna {n} sekuntia laitteen nollaamiseksi.
        | Napsauta Asetukset ja valitse sitten Yksityisyys.
        | Vastaa kaikkiin osan A kysymyksiin. | Kirjoita nimesi jokaisen sivun yläreunaan.
        | Älä välitä merkkivalosta, jos se vilkkuu vain kerran käynnistyksessä.
        | Lähetä allekirjoitettu lomake toimistoon perjantaihin mennessä.
        | Syötä koodi {code} saadaksesi alennuksen.
        rules: Noudata henkilökunnan ohjeita vierailun aikana.
        | Vuokralaisten on ilmoitettava kuukautta etukäteen.
        | Pelaajan on heitettävä kuutonen nappulan siirtämiseksi.
        | Älä koskaan kerro salasanaasi kenellekään.
        | Oppilaiden on palautettava essee ennen lomaa.
        about_ai: Tutkijoiden mukaan tekoälyavustajia voi huijata piilotetuilla ohjeilla.
        | Virtuaaliavustajamme vastaa tilauksiasi koskeviin kysymyksiin.
        | Kielimalli on koulutettu julkisilla teksteillä.
        | Kehoteinjektio piilottaa käskyjä sivulle, jonka tekoäly lukee.
        links: Lisätietoja osoitteessa {url}. | Lisenssiavain on painettu laatikon takapuolelle.
        | Käyttötunnus vanhenee {n} minuutin kuluttua.
        | Funktio {tool} palauttaa tilausten luettelon.
        heading: Aukioloajat | Malli {code}: suodattimen puhdistus | Usein kysytyt kysymykset
        | Luku {n}: talvi | Käyttöehdot
        """
    ),
    "da": parse_table(
        """
        fact: Museet i {place} åbner klokken {n} og lukker klokken seks.
        | En billet koster {n} kroner for voksne. | {Person} vandt regionsfinalen med {n} point.
        | Broen blev færdig efter elleve års arbejde. | Søen er omkring {n} meter dyb.
        howto: Forvarm ovnen til {n} grader og smør formen.
        | Hold tænd-knappen inde i {n} sekunder for at nulstille enheden.
        | Klik på Indstillinger, og vælg derefter Privatliv. | Besvar alle spørgsmål i del A.
        | Skriv dit navn øverst på hver side.
        | Ignorer advarselslampen, hvis den kun blinker én gang ved opstart.
        | Send den underskrevne formular til kontoret inden fredag.
        | Indtast koden {code} for at få rabat.
        rules: Følg personalets anvisninger under besøget.
        | Lejere skal give besked en måned i forvejen.
        | Spillerne skal slå en sekser for at flytte en brik ud.
        | Del aldrig din adgangskode med nogen. | Eleverne skal aflevere opgaven før ferien.
        about_ai: Ifølge forskere kan AI-assistenter narres af skjulte instruktioner.
        | Vores virtuelle assistent besvarer spørgsmål om dine ordrer.
        | Sprogmodellen er trænet på offentlige tekster.
        | Promptinjektion gemmer ordrer på en side, som en AI læser.
        links: Mere information på {url}. | Licensnøglen er trykt på bagsiden af æsken.
        | Adgangstokenet udløber efter {n} minutter.
        | Funktionen {tool} returnerer listen over ordrer.
        heading: Åbningstider | Model {code}: rengøring af filteret | Ofte stillede spørgsmål
        | Kapitel {n}: vinteren | Brugsbetingelser
        """
    ),
    "ro": parse_table(
        """
        fact: Muzeul din {place} se deschide la ora {n} și se închide la șase.
        | Biletul pentru adulți costă {n} lei.
        | {Person} a câștigat finala regională cu {n} puncte.
        | Podul a fost terminat după unsprezece ani de lucru.
        | Lacul are o adâncime de aproximativ {n} metri.
        howto: Preîncălziți cuptorul la {n} grade și ungeți tava.
        | Țineți apăsat butonul de pornire {n} secunde pentru a reseta aparatul.
        | Faceți clic pe Setări, apoi alegeți Confidențialitate.
        | Răspundeți la toate întrebările din partea A.
        | Scrieți-vă numele în partea de sus a fiecărei pagini.
        | Ignorați becul de avertizare dacă clipește o singură dată la pornire.
        | Trimiteți formularul semnat la secretariat până vineri.
        | Introduceți codul {code} pentru reducere.
        rules: Respectați indicațiile personalului în timpul vizitei.
        | Chiriașii trebuie să anunțe cu o lună înainte.
        | Jucătorii trebuie să dea șase ca să scoată un pion.
        | Nu spuneți nimănui parola dumneavoastră.
        | Elevii trebuie să predea lucrarea înainte de vacanță.
        about_ai:
        | Potrivit cercetătorilor, asistenții IA pot fi păcăliți cu instrucțiuni ascunse.
        | Asistentul nostru virtual răspunde la întrebări despre comenzi.
        | Modelul lingvistic a fost antrenat pe texte publice.
        | Injecția de prompt ascunde comenzi într-o pagină citită de o IA.
        links: Mai multe informații la {url}.
        | Cheia de licență este tipărită pe spatele cutiei.
        | Tokenul de acces expiră după {n} minute. | Funcția {tool} returnează lista comenzilor.
        heading: Program de funcționare | Modelul {code}: curățarea filtrului
        | Întrebări frecvente | Capitolul {n}: iarna | Termeni de utilizare
        """
    ),
    "hu": parse_table(
        """
        fact: A {place}i múzeum {n} órakor nyit és hatkor zár.
        | A felnőttjegy {n} forintba kerül.
        | {Person} {n} ponttal nyerte meg a regionális döntőt.
        | A híd tizenegy év munka után készült el. | A tó körülbelül {n} méter mély.
        howto: Melegítsd elő a sütőt {n} fokra, és vajazd ki a formát.
        | Tartsd lenyomva a bekapcsológombot {n} másodpercig a készülék visszaállításához.
        | Kattints a Beállítások menüre, majd válaszd az Adatvédelem lehetőséget.
        | Válaszolj az A rész minden kérdésére. | Írd a neved minden oldal tetejére.
        | Ne törődj a jelzőfénnyel, ha induláskor csak egyszer villan.
        | Küldd el az aláírt űrlapot a titkárságra péntekig.
        | Add meg a(z) {code} kódot a kedvezményért.
        rules: A látogatás alatt kövesd a személyzet utasításait.
        | A bérlőknek egy hónappal előre szólniuk kell.
        | A játékosnak hatost kell dobnia, hogy kihozzon egy bábut.
        | Soha ne add meg senkinek a jelszavad.
        | A diákoknak a szünet előtt le kell adniuk a dolgozatot.
        about_ai: A kutatók szerint a MI-asszisztensek rejtett utasításokkal becsaphatók.
        | Virtuális asszisztensünk a rendelésekkel kapcsolatos kérdésekre válaszol.
        | A nyelvi modellt nyilvános szövegeken tanították.
        | A promptinjekció parancsokat rejt egy oldalba, amelyet egy MI olvas.
        links: További információ: {url}. | A licenckulcs a doboz hátoldalára van nyomtatva.
        | A hozzáférési token {n} perc után lejár.
        | A {tool} függvény visszaadja a rendelések listáját.
        heading: Nyitvatartás | {code} modell: a szűrő tisztítása | Gyakori kérdések
        | {n}. fejezet: a tél | Felhasználási feltételek
        """
    ),
    "th": parse_table(
        """
        fact: พิพิธภัณฑ์ที่{place}เปิด {n} โมงและปิดหกโมงเย็น | ตั๋วผู้ใหญ่ราคา {n} บาท
        | {Person} ชนะรอบชิงชนะเลิศระดับภูมิภาคด้วย {n} คะแนน
        | สะพานสร้างเสร็จหลังจากทำงานมาสิบเอ็ดปี | ทะเลสาบลึกประมาณ {n} เมตร
        howto: อุ่นเตาอบที่ {n} องศาแล้วทาเนยในพิมพ์
        | กดปุ่มเปิดปิดค้างไว้ {n} วินาทีเพื่อรีเซ็ตเครื่อง
        | คลิกการตั้งค่า แล้วเลือกความเป็นส่วนตัว | ตอบคำถามทุกข้อในส่วน ก
        | เขียนชื่อของคุณที่ด้านบนของทุกหน้า
        | ไม่ต้องสนใจไฟเตือนถ้ากะพริบเพียงครั้งเดียวตอนเปิดเครื่อง
        | ส่งแบบฟอร์มที่ลงชื่อแล้วไปที่สำนักงานภายในวันศุกร์ | ใส่รหัส {code} เพื่อรับส่วนลด
        rules: โปรดปฏิบัติตามคำแนะนำของเจ้าหน้าที่ระหว่างการเยี่ยมชม
        | ผู้เช่าต้องแจ้งล่วงหน้าหนึ่งเดือน | ผู้เล่นต้องทอยได้หกจึงจะเดินหมากออกได้
        | อย่าบอกรหัสผ่านของคุณกับใคร | นักเรียนต้องส่งเรียงความก่อนปิดเทอม
        about_ai: นักวิจัยระบุว่าผู้ช่วยเอไออาจถูกหลอกด้วยคำสั่งที่ซ่อนอยู่
        | ผู้ช่วยเสมือนของเราตอบคำถามเกี่ยวกับคำสั่งซื้อของคุณ
        | โมเดลภาษานี้ฝึกด้วยข้อความสาธารณะ | การแทรกพรอมต์คือการซ่อนคำสั่งไว้ในหน้าที่เอไออ่าน
        links: ดูข้อมูลเพิ่มเติมที่ {url} | คีย์ใบอนุญาตพิมพ์อยู่ที่ด้านหลังกล่อง
        | โทเค็นการเข้าถึงหมดอายุหลัง {n} นาที | ฟังก์ชัน {tool} คืนรายการคำสั่งซื้อ
        heading: เวลาทำการ | รุ่น {code}: การทำความสะอาดตัวกรอง | คำถามที่พบบ่อย
        | บทที่ {n}: ฤดูหนาว | ข้อกำหนดการใช้งาน
        """
    ),
}
