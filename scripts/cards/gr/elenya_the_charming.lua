-- Elenya the Charming (GR 058): Treachery (data: it enters play under the opponent's control).
-- After you forge a key ("you": its controller), your opponent takes control of your most
-- powerful creature (a tie: your pick).
return {
	triggers = {
		{
			on = "gained",
			label = "you forged a key: your most powerful creature changes sides",
			applies = function(ctx, event)
				return event.counter == "keys" and event.player == ctx.controller and event.amount > 0
			end,
			resolve = function(ctx)
				local strongest =
					ctx:rule("most_powerful", ctx:objects({ zone = "battleline", controller = "you" }))
				local pick = ctx:choose({ prompt = "Which most powerful creature?", objects = strongest })[1]
				ctx:take_control(pick, ctx.opponent)
			end,
		},
	},
}
