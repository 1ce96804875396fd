-- Dæmo-Bot (MM 068), and Techno-Fiend (MM 016): Reap: Discard a card from your hand. If you
-- do, draw a card. Destroyed: Steal 1 æmber. Also Lyco-Bot (MM 120), which has the Reap:
-- alone (its skirmish is data).
return {
	reap = function(ctx)
		ctx:rule("discard_to_draw")
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			applies = function(ctx)
				return ctx.this:card_id() ~= "lyco_bot"
			end,
			label = "Destroyed: steal 1 æmber",
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
