-- Watched Closely (ToC 256), upgrade: This creature gains, "After Reap: Your opponent makes a
-- token creature" (the creature's controller's opponent, from their deck, as a copy of their
-- own token creature reference card; they pick the flank). Its æmber bonus is data.
return {
	grants = {
		reap = function(ctx)
			ctx:rule("make_token", ctx.opponent)
		end,
	},
}
