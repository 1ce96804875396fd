-- They Tell No Tales (AS 067): Play: Choose a house. Destroy each creature of the chosen
-- house (together, either side). Gain 2 chains.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		ctx:destroy(ctx:rule("creatures_of_house", house, "any"))
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
