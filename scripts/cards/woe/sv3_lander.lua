-- SV3 Lander (WoE 321), artifact: Play: Make a token creature. Omni: Destroy SV3 Lander. For
-- the remainder of the turn, you may use friendly token creatures (a filter target: those
-- made later this turn too, KF-TOK-FILTER-1; the opponent's tokens are not friendly).
return {
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { zone = "battleline", controller = "you", token = true },
			duration = "turn",
			effect = { allow = "use" },
		})
	end,
}
