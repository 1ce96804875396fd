-- The Pale Star (MM 049): Omni: Destroy The Pale Star. For the remainder of the turn, each
-- creature is considered to have 1 power and 0 armor (creatures entering play later too:
-- a filter, not a list).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		local creatures = { zone = "battleline", controller = "any" }
		ctx:lasting({ target = creatures, duration = "turn", effect = { stat = "power", fix = 1 } })
		ctx:lasting({ target = creatures, duration = "turn", effect = { stat = "armor", fix = 0 } })
	end,
}
