-- Special Agent "Fingers" (WC 339): Elusive (data). Action: Steal 1 æmber.
return {
	action = function(ctx)
		ctx:steal(1)
	end,
}
