-- Storm Surge (DT 366): Play: Your opponent cannot ready cards during the "ready cards"
-- step of their next turn (other effects may still ready them).
return {
	resolve = function(ctx)
		for _, zone in ipairs({ "battleline", "artifacts" }) do
			ctx:lasting({
				target = { zone = zone, controller = "opponent" },
				duration = "opponent_next_turn",
				effect = { forbid = "wake_step" },
			})
		end
	end,
}
