-- Gĕzdrutyŏ the Arcane (WoE 076): Action: Steal 2 æmber. Flip Gĕzdrutyŏ the Arcane facedown
-- (it becomes a token creature: a copy of its controller's token creature reference card,
-- staying where it is, KF-TOK-FLIP-1).
return {
	action = function(ctx)
		ctx:steal(2)
		ctx:rule("flip_to_token", ctx.this)
	end,
}
