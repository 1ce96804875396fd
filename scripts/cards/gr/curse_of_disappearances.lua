-- Curse of Disappearances (GR 168): Treachery (data). At the end of your turn ("your": its
-- controller, the opponent of whoever played it), put a friendly creature into your opponent's
-- archives; if it leaves them, it goes to its owner's hand instead (KF-ARCHIVE-OWNER-3).
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: a friendly creature into your opponent's archives",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local friends = ctx:objects({ zone = "battleline", controller = "you" })
				local pick =
					ctx:choose({ prompt = "Which of your creatures disappears?", objects = friends })[1]
				if pick ~= nil then
					ctx:move(pick, "archives", { player = ctx.opponent })
				end
			end,
		},
	},
}
